/** A number of lectures that may be a fraction (a capped condonation): '3', '2.5'. */
export const lectureCount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
