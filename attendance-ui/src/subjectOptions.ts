import type { SelectOption } from '@rollcall/ui-kit/forms';

/** What a subject filter needs to know of a subject: the office's subjects and the teacher's both carry it. */
export interface SubjectToChoose {
  id: string;
  code: string;
  name: string;
  className: string;
  semesterName: string;
}

/** Subjects as choices that say which class and semester each is of (the same code runs in many classes). */
export const subjectOptions = (subjects: readonly SubjectToChoose[]): SelectOption[] =>
  subjects.map((subject) => ({
    value: subject.id,
    label: `${subject.code} ${subject.name} · ${subject.className} · ${subject.semesterName}`,
  }));

/** What a student filter needs to know of a student: the office's students and a report's rows both carry it. */
export interface StudentToChoose {
  id: string;
  rollNumber: string;
  name: string;
  className: string | null;
}

/** A student as a choice: roll number and name, and their class when they have one. */
export const studentOption = (student: StudentToChoose): SelectOption => ({
  value: student.id,
  label: `${student.rollNumber} ${student.name}${student.className ? ` · ${student.className}` : ''}`,
});
