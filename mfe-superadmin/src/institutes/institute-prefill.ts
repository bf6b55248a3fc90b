import type { InstituteValues } from './InstituteFields';

/** Router state that opens Create New Institute with some fields already filled (e.g. from a registration request). */
export interface AddInstituteState {
  prefill: Partial<InstituteValues>;
}

export const addInstituteState = (prefill: Partial<InstituteValues>): AddInstituteState => ({ prefill });

const fields = ['name', 'email', 'phoneNumber', 'address'] as const;

/** The prefill carried by the router state, if any: only text fields are taken, whatever else the state holds. */
export function prefillFrom(state: unknown): Partial<InstituteValues> {
  const prefill = (state as Partial<AddInstituteState> | null)?.prefill;
  if (!prefill || typeof prefill !== 'object') return {};
  const values: Partial<InstituteValues> = {};
  for (const field of fields) {
    const value = (prefill as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
