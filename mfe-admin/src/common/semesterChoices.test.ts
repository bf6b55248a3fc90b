import { academicYearFixtures } from '../../test/fixtures';
import { currentSemester, semesterChoices } from './semesterChoices';

const choices = semesterChoices([academicYearFixtures.current, academicYearFixtures.previous]);

test("every semester as 'Year – Semester', the newest first", () => {
  expect(choices.map((choice) => choice.label)).toEqual([
    '2025–26 – Spring',
    '2025–26 – Autumn',
    '2024–25 – Spring',
    '2024–25 – Autumn',
  ]);
});

test('the semester covering today, its first and last days included, else the latest', () => {
  const [spring26, autumn25, , autumn24] = choices;
  expect(currentSemester(choices, '2025-07-01')).toBe(autumn25!.value);
  expect(currentSemester(choices, '2024-12-20')).toBe(autumn24!.value);
  expect(currentSemester(choices, '2025-12-28')).toBe(spring26!.value);
  expect(currentSemester(choices, '2027-03-01')).toBe(spring26!.value);
  expect(currentSemester([], '2027-03-01')).toBeNull();
});
