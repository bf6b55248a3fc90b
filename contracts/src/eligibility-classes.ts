import type { EligibilityStudent, EligibilitySubject } from './eligibility';

/** A subject as a column of a class's table: its code heads the column, its name is in the class's legend. */
export interface SubjectColumn {
  subjectId: string;
  code: string;
  name: string;
}

/** One class of the list: its students in the list's order, and every subject any of them takes. */
export interface ClassSection {
  className: string | null;
  students: EligibilityStudent[];
  subjects: SubjectColumn[];
}

/** Codes compared as a reader does: MATH2 before MATH10. */
const codeOrder = new Intl.Collator('en', { numeric: true });
const byCode = (a: SubjectColumn, b: SubjectColumn) => codeOrder.compare(a.code, b.code) || codeOrder.compare(a.name, b.name);

/**
 * The list cut into its classes, in the order they come (the list is by class, then roll number). Students of one class
 * may take different subjects (electives): the class's columns are all of them, by code.
 */
export function classSections(students: readonly EligibilityStudent[]): ClassSection[] {
  const sections = new Map<string | null, { students: EligibilityStudent[]; subjects: Map<string, SubjectColumn> }>();
  for (const student of students) {
    let section = sections.get(student.className);
    if (!section) {
      section = { students: [], subjects: new Map() };
      sections.set(student.className, section);
    }
    section.students.push(student);
    for (const { subjectId, code, name } of student.subjects) {
      if (!section.subjects.has(subjectId)) section.subjects.set(subjectId, { subjectId, code, name });
    }
  }
  return [...sections].map(([className, section]) => ({
    className,
    students: section.students,
    subjects: [...section.subjects.values()].sort(byCode),
  }));
}

/** A student's standing in a subject, if they take it. */
export const standingIn = (student: EligibilityStudent, subjectId: string): EligibilitySubject | undefined =>
  student.subjects.find((subject) => subject.subjectId === subjectId);
