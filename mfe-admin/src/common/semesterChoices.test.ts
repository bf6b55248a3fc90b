import { academicYears } from '../../test/fixtures';
import { currentSemester, semesterChoices } from './semesterChoices';

const choices = semesterChoices(academicYears);

test("every semester as 'Year – Semester', the newest first", () => {
  expect(choices.map((choice) => choice.label)).toEqual(['2026–27 – Semester 2', '2026–27 – Semester 1', '2025–26 – Semester 2']);
});

test('the semester covering today, its first and last days included, else the latest', () => {
  const [spring27, autumn26, spring26] = choices;
  expect(currentSemester(choices, '2026-06-01')).toBe(autumn26!.value);
  expect(currentSemester(choices, '2026-05-31')).toBe(spring26!.value);
  expect(currentSemester(choices, '2026-12-20')).toBe(spring27!.value);
  expect(currentSemester(choices, '2028-03-01')).toBe(spring27!.value);
  expect(currentSemester([], '2027-03-01')).toBeNull();
});
