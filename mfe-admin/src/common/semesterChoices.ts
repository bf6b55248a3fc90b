import type { AcademicYearWithSemesters } from '@rollcall/contracts';
import type { SelectOption } from '@rollcall/ui-kit/forms';

export interface SemesterChoice extends SelectOption {
  startsOn: string;
  endsOn: string;
}

/** Every semester as an option 'Year – Semester', the newest first. */
export function semesterChoices(years: readonly AcademicYearWithSemesters[]): SemesterChoice[] {
  return years
    .flatMap((year) =>
      year.semesters.map((semester) => ({
        value: semester.id,
        label: `${year.name} – ${semester.name}`,
        startsOn: semester.startsOn,
        endsOn: semester.endsOn,
      })),
    )
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn));
}

/** The semester the admin most likely means: the one covering `today`, else the latest. */
export function currentSemester(choices: readonly SemesterChoice[], today: string): string | null {
  const covering = choices.find((choice) => choice.startsOn <= today && today <= choice.endsOn);
  return (covering ?? choices[0])?.value ?? null;
}
