/** '1 minute', '5 minutes': the wait the rate limits name. */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;
