import { useMemo } from 'react';
import type { FilterChoices } from '@rollcall/attendance-ui';
import { studentOption, subjectOptions } from '@rollcall/attendance-ui';
import { useAcademicYears, useClasses, useStudents, useSubjects } from '../data/hooks';
import { semesterChoices } from '../common/semesterChoices';

/**
 * What the office chooses a report of: every semester, class and student of the institute, and the subjects of
 * the semester shown (of the class, once one is chosen).
 */
export function useAdminReportChoices({ semesterId, classId }: { semesterId: string | null; classId?: string }): FilterChoices {
  const years = useAcademicYears().data?.academicYears;
  const classes = useClasses().data?.classes;
  // The semester shown is the server's until its first answer: its subjects are asked for once it is known.
  const subjects = useSubjects(semesterId ? { semesterId, classId } : null).data?.subjects;
  const students = useStudents({ classId }).data?.students;

  return useMemo(
    () => ({
      semesters: semesterChoices(years ?? []),
      classes: (classes ?? []).map((item) => ({ value: item.id, label: item.name })),
      subjects: subjectOptions(subjects ?? []),
      students: (students ?? []).map(studentOption),
    }),
    [years, classes, subjects, students],
  );
}
