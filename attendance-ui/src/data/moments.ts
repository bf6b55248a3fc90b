const momentFormats = new Map<string, Intl.DateTimeFormat>();

const momentFormat = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    momentFormats.set(key, format);
  }
  return format;
};

/**
 * When something happened: '12 Jan 2026, 9:05 am', on the clock of `timeZone` (the institute's) when given, else on
 * this device's clock.
 */
export const formatMoment = (timestamp: string, timeZone?: string) => momentFormat(timeZone).format(new Date(timestamp));
