import type { Subject } from '@rollcall/contracts';
import type { DraftSlot } from './draft';

/** The week with the days `to` made like `from`: their lectures replaced by copies of `from`'s. */
export function copyDay(slots: readonly DraftSlot[], from: number, to: readonly number[], newKey: () => string): DraftSlot[] {
  const kept = slots.filter((slot) => !to.includes(slot.weekday));
  const source = slots.filter((slot) => slot.weekday === from);
  const copies = to.flatMap((weekday) =>
    source.map(({ id: _saved, key: _key, ...lecture }) => ({ ...lecture, weekday, key: newKey() })),
  );
  return [...kept, ...copies];
}

export interface CopiedLecture {
  from: DraftSlot;
  subject: Subject;
  teacher: { id: string; name: string };
  /** The source's teacher does not teach the target's subject, so the subject's own teacher takes it. */
  teacherChanged: boolean;
}

export interface UncopiedLecture {
  from: DraftSlot;
  /** Why it cannot be copied, in words. */
  reason: string;
}

export const copyTexts = {
  noSubject: (className: string, code: string) => `${className} has no subject with code ${code}`,
  noTeacher: (subject: string, className: string) => `${subject} has no teacher yet in ${className}`,
  teacherChanged: (teacher: string, instead: string, subject: string) =>
    `${teacher} instead of ${instead}, who does not teach ${subject} there`,
} as const;

/**
 * A class's week as another class of the same semester would hold it: each lecture goes to the target's subject
 * with the same code, taught by the same teacher when they teach it there, else by that subject's first teacher.
 */
export function copyWeek(
  slots: readonly DraftSlot[],
  codeOf: (subjectId: string) => string | undefined,
  target: { name: string; subjects: readonly Subject[] },
): { copied: CopiedLecture[]; uncopied: UncopiedLecture[] } {
  const copied: CopiedLecture[] = [];
  const uncopied: UncopiedLecture[] = [];
  for (const from of slots) {
    const code = codeOf(from.subjectId) ?? '';
    const subject = target.subjects.find((candidate) => !candidate.archived && candidate.code === code);
    if (!subject) {
      uncopied.push({ from, reason: copyTexts.noSubject(target.name, code) });
      continue;
    }
    const same = subject.teachers.find((teacher) => teacher.id === from.teacherId);
    const teacher = same ?? subject.teachers[0];
    if (!teacher) uncopied.push({ from, reason: copyTexts.noTeacher(subject.name, target.name) });
    else copied.push({ from, subject, teacher, teacherChanged: !same });
  }
  return { copied, uncopied };
}
