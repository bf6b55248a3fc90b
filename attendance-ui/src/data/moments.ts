const momentFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** When a mark was recorded, on this device's clock: '12 Jan 2026, 9:05 am'. */
export const formatMoment = (timestamp: string) => momentFormat.format(new Date(timestamp));
