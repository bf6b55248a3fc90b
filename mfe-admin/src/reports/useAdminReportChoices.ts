import { useMemo } from 'react';
import type { FilterChoices } from '@rollcall/attendance-ui';
import { subjectOptions } from '@rollcall/attendance-ui';
import { useAcademicYears, useClasses, useStudents, useSubjects } from '../data/hooks';
import { semesterChoices } from '../common/semesterChoices';

/**
 * What the office chooses a report of: every semester, class and student of the institute, and the subjects of
 * the semester shown (of the class, once one is chosen).
 */
export function useAdminReportChoices({ semesterId, classId }: { semesterId: string | null; classId?: string }): FilterChoices {
  const years = useAcademicYears().data?.academicYears;
  const classes = useClasses().data?.classes;
  const subjects = useSubjects({ semesterId: semesterId ?? undefined, classId }).data?.subjects;
  const students = useStudents({ classId }).data?.students;

  return useMemo(
    () => ({
      semesters: semesterChoices(years ?? []),
      classes: (classes ?? []).map((item) => ({ value: item.id, label: item.name })),
      subjects: subjectOptions(subjects ?? []),
      students: (students ?? []).map((student) => ({
        value: student.id,
        label: `${student.rollNumber} ${student.name}${student.className ? ` · ${student.className}` : ''}`,
      })),
    }),
    [years, classes, subjects, students],
  );
}
