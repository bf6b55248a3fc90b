import type { GuardianInput } from '@rollcall/contracts';

/** The guardians of a student form as its text fields, each named by its place: 'guardians.0.name', 'guardians.0.email'. */
export type GuardianKey = `guardians.${number}.${'name' | 'email'}`;
export type GuardianValues = { [key: GuardianKey]: string };

export const guardianKey = (index: number, part: 'name' | 'email'): GuardianKey => `guardians.${index}.${part}`;

export function guardianCount(values: GuardianValues): number {
  let count = 0;
  while (guardianKey(count, 'name') in values) count += 1;
  return count;
}

/** The guardians as the schema takes them, in their order on the form. */
export function guardiansOf(values: GuardianValues): GuardianInput[] {
  return Array.from({ length: guardianCount(values) }, (_, index) => ({
    name: values[guardianKey(index, 'name')] ?? '',
    email: values[guardianKey(index, 'email')] ?? '',
  }));
}

/** The fields for these guardians. */
export function guardianValues(guardians: readonly GuardianInput[]): GuardianValues {
  return Object.fromEntries(
    guardians.flatMap((guardian, index) => [
      [guardianKey(index, 'name'), guardian.name],
      [guardianKey(index, 'email'), guardian.email],
    ]),
  );
}

/** The form's values with its guardians replaced by `guardians`: the ones after a removed guardian move up a place. */
export function withGuardians<T extends GuardianValues>(values: T, guardians: readonly GuardianInput[]): T {
  const others = Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('guardians.')));
  return { ...others, ...guardianValues(guardians) } as T;
}
