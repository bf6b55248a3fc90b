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
