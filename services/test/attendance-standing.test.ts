import { percentage } from '@rollcall/contracts';
import { lecturesNeeded } from '../src/standing/attendance-standing';

describe('percentage', () => {
  it.each([
    [6, 10, 60],
    [3, 4, 75],
    [2, 3, 66.7],
    [1, 3, 33.3],
    [1, 8, 12.5],
    // 1 ÷ 16 = 6.25 %: the half rounds up.
    [1, 16, 6.3],
    // 1 ÷ 32 = 3.125 %: below the half, down.
    [1, 32, 3.1],
    [7, 7, 100],
    [0, 5, 0],
  ])('%i of %i is %d %%', (present, total, expected) => {
    expect(percentage(present, total)).toBe(expected);
  });

  it('is null while nothing has been marked', () => {
    expect(percentage(0, 0)).toBeNull();
  });
});

describe('lectures needed to reach the threshold', () => {
  it.each([
    // (6 + 6) ÷ (10 + 6) = 75 %, and (6 + 5) ÷ 15 = 73.3 %.
    [6, 10, 75, 100, 6],
    [3, 4, 75, 100, 0],
    [4, 4, 75, 0, 0],
    [0, 0, 75, 0, 0],
    // 0 ÷ 1 at 75: 3 ÷ 4 = 75 %.
    [0, 1, 75, 10, 3],
    // 74.9: 3 ÷ 4 is above it already; 2 ÷ 3 = 66.7 % needs n with (2 + n) × 1000 ≥ 749 × (3 + n): n = 1 (3 ÷ 4).
    [3, 4, 74.9, 10, 0],
    [2, 3, 74.9, 10, 1],
    // 749 of 1000 at 74.9 is exactly there; 748 needs (748 + n) × 1000 ≥ 749 × (1000 + n): 251 n ≥ 1000, n = 4.
    [749, 1000, 74.9, 10, 0],
    [748, 1000, 74.9, 10, 4],
    // 72.5 in tenths: (5 + n) ÷ (8 + n) ≥ 0.725 ⇒ 275 n ≥ 800, n = 3 (8 ÷ 11 = 72.7 %).
    [5, 8, 72.5, 10, 3],
  ])('%i of %i at %d %% with %i left: %i', (present, total, threshold, left, expected) => {
    expect(lecturesNeeded(present, total, threshold, left)).toBe(expected);
  });

  it('is the count when exactly that many are left, and null when fewer are', () => {
    expect(lecturesNeeded(6, 10, 75, 6)).toBe(6);
    expect(lecturesNeeded(6, 10, 75, 5)).toBeNull();
    expect(lecturesNeeded(0, 1, 75, 2)).toBeNull();
  });

  it('is null at 100 % once a lecture was missed, and 0 while none was', () => {
    expect(lecturesNeeded(9, 10, 100, 500)).toBeNull();
    expect(lecturesNeeded(10, 10, 100, 0)).toBe(0);
    expect(lecturesNeeded(0, 0, 100, 0)).toBe(0);
  });
});
