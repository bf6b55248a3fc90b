import { useMemo } from 'react';
import type { AttendanceReportResponse } from '@rollcall/contracts';
import type { SelectOption } from '@rollcall/ui-kit/forms';
import { useAttendanceReport } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';
import { studentOption } from '../subjectOptions';
import type { ReportChoices } from './ReportFilters';
import type { ReportFilterValues } from './reportFilter';

/** What an area offers to choose from; without its own list of students, the report's rows name them. */
export interface FilterChoices {
  semesters: SelectOption[];
  classes: SelectOption[];
  subjects: SelectOption[];
  students?: SelectOption[];
}

/** Adds `option` unless it is there: what the report is of always shows in its filter. */
const including = (options: SelectOption[], option: SelectOption | null) =>
  !option || options.some((candidate) => candidate.value === option.value) ? options : [option, ...options];

/**
 * The filters' choices: the area's, with the report's own semester and student among them. An area without a
 * list of students picks from the rows of the same report for every student (the answer already in the cache
 * when a student is picked from it).
 */
export function useReportChoices(
  area: AttendanceArea,
  filter: ReportFilterValues,
  choices: FilterChoices,
  answer: AttendanceReportResponse | undefined,
): ReportChoices {
  const everyStudent = useAttendanceReport(
    area,
    !choices.students && filter.studentId ? { ...filter, studentId: undefined } : null,
  );
  const rows = (filter.studentId ? everyStudent.data : answer)?.rows;
  const shown = answer?.filter;

  return useMemo(() => {
    const students = choices.students ?? (rows ?? []).map((row) => studentOption({ ...row, id: row.studentId }));
    const student = shown?.student
      ? { value: shown.student.id, label: `${shown.student.rollNumber} ${shown.student.name}` }
      : null;
    const semester = shown ? { value: shown.semester.id, label: shown.semester.name } : null;
    return {
      semesters: including(choices.semesters, semester),
      classes: choices.classes,
      subjects: choices.subjects,
      students: including(students, student),
    };
  }, [choices, rows, shown]);
}
