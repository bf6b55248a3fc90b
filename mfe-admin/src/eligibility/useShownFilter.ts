import { useMemo } from 'react';
import type { EligibilityResponse } from '@rollcall/contracts';
import { useInstituteToday } from '../common/instituteToday';
import { type SemesterChoice, semesterChoices } from '../common/semesterChoices';
import { useAcademicYears } from '../data/hooks';
import type { EligibilityFilter } from './eligibilityFilter';

/**
 * The semesters to choose from, and the semester and day the list shows: the server's answer (the chosen ones,
 * else the current semester and the institute's today); until it is in, the chosen day or the institute's today.
 */
export function useShownFilter(filter: EligibilityFilter, answer: EligibilityResponse | undefined) {
  const years = useAcademicYears().data?.academicYears;
  const { today } = useInstituteToday();
  const answered = answer?.semester;
  const semesters = useMemo(() => {
    const choices = semesterChoices(years ?? []);
    const missing = answered && !choices.some((choice) => choice.value === answered.id);
    return missing
      ? [{ value: answered.id, label: answered.name, startsOn: answered.startsOn, endsOn: answered.endsOn }, ...choices]
      : choices;
  }, [years, answered]);
  const semesterId = filter.semesterId ?? answered?.id;
  const semester: SemesterChoice | null = semesters.find((choice) => choice.value === semesterId) ?? null;
  // The server's day once it answers: it cuts a day outside the semester to the semester.
  const asOf = answer?.asOf ?? filter.asOf ?? today;
  /** The list's filters with what the server chose spelled out: what a download fetches. */
  const exact: EligibilityFilter = {
    ...filter,
    semesterId: filter.semesterId ?? answered?.id,
    asOf: filter.asOf ?? answer?.asOf,
  };
  return { semesters, semester, asOf, exact };
}
