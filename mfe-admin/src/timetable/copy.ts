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

/** A lecture that cannot be copied: the target has no subject of its code, or that subject has no teacher. */
export type UncopiedLecture = { from: DraftSlot } & (
  | { missing: 'subject'; code: string }
  | { missing: 'teacher'; subject: Subject }
);

/**
 * A class's week as another class of the same semester would hold it: each lecture goes to the target's subject
 * with the same code, taught by the same teacher when they teach it there, else by that subject's first teacher.
 */
export function copyWeek(
  slots: readonly DraftSlot[],
  codeOf: (subjectId: string) => string | undefined,
  targetSubjects: readonly Subject[],
): { copied: CopiedLecture[]; uncopied: UncopiedLecture[] } {
  const copied: CopiedLecture[] = [];
  const uncopied: UncopiedLecture[] = [];
  for (const from of slots) {
    const code = codeOf(from.subjectId) ?? '';
    const subject = targetSubjects.find((candidate) => !candidate.archived && candidate.code === code);
    if (!subject) {
      uncopied.push({ from, missing: 'subject', code });
      continue;
    }
    const same = subject.teachers.find((teacher) => teacher.id === from.teacherId);
    const teacher = same ?? subject.teachers[0];
    if (!teacher) uncopied.push({ from, missing: 'teacher', subject });
    else copied.push({ from, subject, teacher, teacherChanged: !same });
  }
  return { copied, uncopied };
}
