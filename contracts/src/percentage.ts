/**
 * Present ÷ total in percent to one decimal, a half rounded up; null while nothing has been marked. Worked in
 * integers (tenths of a percent), so the server's figures and the screens' never differ by a rounding.
 */
export function percentage(present: number, total: number): number | null {
  if (total === 0) return null;
  // round(present × 1000 ÷ total) tenths, a half up: floor((2 × present × 1000 + total) ÷ (2 × total)).
  return Math.floor((2 * present * 1000 + total) / (2 * total)) / 10;
}
