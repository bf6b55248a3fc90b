/**
 * A message as the build compiles it (Lingui's compiled format, see compile.cjs): a list of parts, each text or an
 * argument: [name], [name, 'number' | 'date'], or [name, 'plural' | 'selectordinal' | 'select', { form: parts }] with
 * an optional `offset` among the forms.
 */
export type CompiledMessage = ReadonlyArray<string | CompiledArgument>;
type CompiledArgument = readonly [string, string?, Record<string, unknown>?];

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesOf(locale: string, type: Intl.PluralRuleType) {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function numberOf(locale: string) {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * The message's text with its arguments filled in for `locale`: a plural by the language's own rules (Hindi's "one" is
 * 0 and 1, English's only 1), `#` in a plural as its count in the locale's digits and grouping (1,56,420). What Lingui's
 * runtime gives (a test holds them together) for a fraction of its bytes; a date or time is formatted before it is
 * passed (formats.ts).
 */
export function interpolate(message: CompiledMessage, values: Record<string, unknown>, locale: string, count?: number): string {
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? numberOf(locale).format(count) : part;
      continue;
    }
    const [name, kind, forms = {}] = part;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal') {
      const number = Number(value);
      const offset = Number(forms.offset ?? 0);
      const rule = rulesOf(locale, kind === 'plural' ? 'cardinal' : 'ordinal').select(number - offset);
      const chosen = forms[String(number)] ?? forms[rule] ?? forms.other;
      text += interpolate((chosen ?? []) as CompiledMessage, values, locale, number - offset);
    } else if (kind === 'select') {
      text += interpolate((forms[String(value)] ?? forms.other ?? []) as CompiledMessage, values, locale);
    } else if (kind === 'number' && typeof value === 'number') {
      text += numberOf(locale).format(value);
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
