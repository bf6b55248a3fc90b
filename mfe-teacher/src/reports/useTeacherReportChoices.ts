import { useMemo } from 'react';
import { type FilterChoices, subjectOptions } from '@rollcall/attendance-ui';
import type { TeacherSubject } from '@rollcall/contracts';
import type { SelectOption } from '@rollcall/ui-kit/forms';
import { useTeacherSubjects } from '../data/hooks';

/** One option per distinct value, in the order the subjects come (current semester first). */
const distinct = (subjects: readonly TeacherSubject[], option: (subject: TeacherSubject) => SelectOption) => [
  ...new Map(subjects.map((subject) => [option(subject).value, option(subject)])).values(),
];

/**
 * What a teacher chooses a report of: the semesters and classes of their own subjects, and their subjects of the
 * semester shown (of the class, once one is chosen). Students come from the report's own rows.
 */
export function useTeacherReportChoices({ semesterId, classId }: { semesterId: string | null; classId?: string }): FilterChoices {
  const subjects = useTeacherSubjects().data?.subjects;
  return useMemo(() => {
    const all = subjects ?? [];
    const ofSemester = all.filter((subject) => subject.semesterId === semesterId);
    return {
      semesters: distinct(all, (subject) => ({ value: subject.semesterId, label: subject.semesterName })),
      classes: distinct(ofSemester, (subject) => ({ value: subject.classId, label: subject.className })),
      subjects: subjectOptions(ofSemester.filter((subject) => !classId || subject.classId === classId)),
    };
  }, [subjects, semesterId, classId]);
}
