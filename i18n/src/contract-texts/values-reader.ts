import { localeOf } from '@rollcall/contracts';
import { type CompiledMessage, interpolate } from '@rollcall/i18n';

/** The values a text carries: a count as a number, anything else as the text wrote it. */
export type TextValues = Record<string, string | number>;

/**
 * What one group of the pattern reads: a value as written, a number, the key of the form (of a select) it matched,
 * or the count of a plural's exact form (`=0`) it matched.
 */
type Reading =
  | { name: string; as: 'text' | 'number' }
  | { name: string; as: 'form'; key: string }
  | { name: string; as: 'exact'; count: number };

type Part = CompiledMessage[number];
type Forms = Record<string, CompiledMessage>;

// English writes a number with thousands separators (1,000).
const NUMBER = '(\\d[\\d,]*)';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A form is tried in the catalogue's order, `other` (whatever no named form takes) last.
const formsInOrder = (forms: Forms) =>
  Object.entries(forms)
    .filter(([key]) => key !== 'offset')
    .sort(([a], [b]) => Number(a === 'other') - Number(b === 'other'));

/** The pattern of a message's parts, pushing onto `readings` what each of its groups reads, in the groups' order. */
function patternOf(message: CompiledMessage, readings: Reading[], counted?: string): string {
  return message.map((part) => patternOfPart(part, readings, counted)).join('');
}

function patternOfPart(part: Part, readings: Reading[], counted: string | undefined): string {
  if (typeof part === 'string') {
    if (part !== '#' || counted === undefined) return escaped(part);
    readings.push({ name: counted, as: 'number' });
    return NUMBER;
  }
  const [name, kind, forms] = part;
  if (kind === 'select') {
    const alternatives = formsInOrder((forms ?? {}) as Forms).map(([key, form]) => {
      readings.push({ name, as: 'form', key });
      return `(${patternOf(form, readings)})`;
    });
    return `(?:${alternatives.join('|')})`;
  }
  if (kind === 'plural' || kind === 'selectordinal') {
    const alternatives = formsInOrder((forms ?? {}) as Forms).map(([key, form]) => {
      // Compiled, `=0 {…}` is keyed "0": its words may not write the count, which is then the form's own.
      if (!/^\d+$/.test(key)) return patternOf(form, readings, name);
      readings.push({ name, as: 'exact', count: Number(key) });
      return `(${patternOf(form, readings, name)})`;
    });
    return `(?:${alternatives.join('|')})`;
  }
  readings.push({ name, as: kind === 'number' ? 'number' : 'text' });
  return kind === 'number' ? NUMBER : '([^]+?)';
}

/**
 * Reads the values back out of an English text the message wrote: each `{name}` is a value as written, a number or a
 * plural's `#` its count (an exact form's, such as `=0`, the form's number), and a select the key of the form whose
 * words the text has (a label of contracts, such as a status, comes back as its key, so another language writes its
 * own word for it). A value the form itself names (`other {{status}}`) is read as written. Null when the message
 * never writes this text: the values read must write it again, word for word.
 */
export function valuesReaderOf(message: CompiledMessage): (text: string) => TextValues | null {
  const readings: Reading[] = [];
  const pattern = new RegExp(`^${patternOf(message, readings)}$`);
  return (text) => {
    const match = pattern.exec(text);
    if (!match) return null;
    const values: TextValues = {};
    // A form's key is read before the values inside it, so a value of the same name written in the form wins.
    readings.forEach((reading, index) => {
      const found = match[index + 1];
      if (found === undefined) return;
      if (reading.as === 'form') values[reading.name] = reading.key;
      else if (reading.as === 'exact') values[reading.name] = reading.count;
      else values[reading.name] = reading.as === 'number' ? Number(found.replaceAll(',', '')) : found;
    });
    return interpolate(message, values, localeOf.en) === text ? values : null;
  };
}
