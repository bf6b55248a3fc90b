import {
  type EligibilityStatus,
  type EligibilityStudent,
  type EligibilitySubject,
  eligibilityStatuses,
} from '@rollcall/contracts';

export interface SubjectColumn {
  subjectId: string;
  code: string;
  name: string;
}

/** The students of one class, as the list orders them, and every subject one of them takes, by code. */
export interface ClassGroup {
  className: string | null;
  students: EligibilityStudent[];
  subjects: SubjectColumn[];
}

/** The list's students by class, in the list's order (by class, then roll number). */
export function classGroups(students: readonly EligibilityStudent[]): ClassGroup[] {
  const groups = new Map<string | null, { students: EligibilityStudent[]; subjects: Map<string, SubjectColumn> }>();
  for (const student of students) {
    let group = groups.get(student.className);
    if (!group) {
      group = { students: [], subjects: new Map() };
      groups.set(student.className, group);
    }
    group.students.push(student);
    for (const { subjectId, code, name } of student.subjects) {
      if (!group.subjects.has(subjectId)) group.subjects.set(subjectId, { subjectId, code, name });
    }
  }
  return [...groups].map(([className, group]) => ({
    className,
    students: group.students,
    subjects: [...group.subjects.values()].sort((a, b) => a.code.localeCompare(b.code) || a.name.localeCompare(b.name)),
  }));
}

/** How many subject standings of the list are of each status. */
export function statusCounts(students: readonly EligibilityStudent[]): Record<EligibilityStatus, number> {
  const counts = Object.fromEntries(eligibilityStatuses.map((status) => [status, 0])) as Record<EligibilityStatus, number>;
  for (const student of students) for (const subject of student.subjects) counts[subject.status] += 1;
  return counts;
}

/** A student's standing in a subject, if they take it. */
export const standingIn = (student: EligibilityStudent, subjectId: string): EligibilitySubject | undefined =>
  student.subjects.find((subject) => subject.subjectId === subjectId);
