import { formatDay, isDayInRange, type Language } from '@rollcall/contracts';
import type { TextValues } from './values-reader';

/**
 * A text's values with each day the server wrote (YYYY-MM-DD: a semester's first and last day, a range's limits)
 * written as the screens write a day in Hindi and Tamil. English keeps the server's words as they are.
 */
export function withDaysIn(language: Language, values: TextValues): TextValues {
  if (language === 'en') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && isDayInRange(value) ? formatDay(value, 'short', language) : value,
    ]),
  );
}
