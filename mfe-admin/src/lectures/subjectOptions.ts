import type { Subject } from '@rollcall/contracts';
import type { SelectOption } from '@rollcall/ui-kit/forms';

/** Every subject the office may look up, as a choice that says which class and semester it is of. */
export const subjectOptions = (subjects: readonly Subject[]): SelectOption[] =>
  subjects.map((subject) => ({
    value: subject.id,
    label: `${subject.code} ${subject.name} · ${subject.className} · ${subject.semesterName}`,
  }));
