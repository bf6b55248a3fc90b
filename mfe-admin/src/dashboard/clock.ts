const pad = (part: number) => String(part).padStart(2, '0');

/** A moment as HH:MM on this device's clock (24 hours), as the timetable writes its times. */
export const clockOf = (moment: Date) => `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
