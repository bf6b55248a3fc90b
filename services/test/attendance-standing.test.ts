import { percentage } from '@rollcall/contracts';
import { eligibility, lecturesNeeded } from '../src/standing/attendance-standing';

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

describe('eligibility', () => {
  const rules = { threshold: 75, condonationFloor: 65 };
  const of = (present: number, total: number, granted: number, lecturesLeft: number, at = rules) =>
    eligibility({ present, total, granted, lecturesLeft }, at);

  it('is eligible before any lecture, and may miss a quarter of what is left', () => {
    // (20 − m) ÷ 20 ≥ 75 % ⇒ m ≤ 5.
    expect(of(0, 0, 0, 20)).toEqual({ condoned: 0, percentage: null, status: 'eligible', maxReachable: 100, canMiss: 5 });
    expect(of(0, 0, 0, 0)).toEqual({ condoned: 0, percentage: null, status: 'eligible', maxReachable: null, canMiss: 0 });
  });

  it.each([
    // At the threshold exactly, and just below it.
    [15, 20, 'eligible', 75],
    [14, 19, 'condonable', 73.7],
    // At the floor exactly (13 ÷ 20 = 65 %), and just below it (11 ÷ 17 = 64.7 %).
    [13, 20, 'condonable', 65],
    [11, 17, 'short', 64.7],
    [6, 10, 'short', 60],
  ] as const)('%i of %i with no lecture left is %s at %d %%', (present, total, status, percent) => {
    expect(of(present, total, 0, 0)).toMatchObject({ status, percentage: percent, maxReachable: percent, canMiss: 0 });
  });

  it('compares the exact figure, not the rounded one, at a threshold with a decimal', () => {
    const atDecimal = { threshold: 72.5, condonationFloor: 60 };
    // 29 ÷ 40 = 72.5 % exactly; 50 ÷ 69 = 72.46 % shows as 72.5 % but is below.
    expect(of(29, 40, 0, 0, atDecimal).status).toBe('eligible');
    expect(of(50, 69, 0, 0, atDecimal)).toMatchObject({ status: 'condonable', percentage: 72.5 });
  });

  it('counts condoned lectures up to the threshold and no further', () => {
    // 7 of 10 with 5 granted: 0.5 of a lecture lifts it to 75 % exactly.
    expect(of(7, 10, 5, 0)).toEqual({ condoned: 0.5, percentage: 75, status: 'eligible', maxReachable: 75, canMiss: 0 });
    // 70 of 100 with 3 granted: 73 %, still to be condoned; 6 left: (76 + 3) ÷ 106 = 74.5 % at most.
    expect(of(70, 100, 3, 6)).toEqual({ condoned: 3, percentage: 73, status: 'condonable', maxReachable: 74.5, canMiss: 0 });
    // Already eligible: nothing is counted, and the percentage is the marks'.
    expect(of(9, 10, 4, 0)).toMatchObject({ condoned: 0, percentage: 90, status: 'eligible' });
    // 6 of 10 with 2 granted: 1.5 of them lift it to 75 %, not 80 %.
    expect(of(6, 10, 2, 0)).toMatchObject({ condoned: 1.5, percentage: 75, status: 'eligible' });
    // 5 of 10 with 1 granted: 60 %, short even so.
    expect(of(5, 10, 1, 0)).toMatchObject({ condoned: 1, percentage: 60, status: 'short' });
  });

  it('tells how many of the lectures left may be missed, and what is the most reachable', () => {
    // 8 of 10 with 10 left: (18 − m) ÷ 20 ≥ 75 % ⇒ m ≤ 3; all attended, 90 %.
    expect(of(8, 10, 0, 10)).toMatchObject({ status: 'eligible', maxReachable: 90, canMiss: 3 });
    // 6 of 10 with 10 left: (16 − m) ÷ 20 ⇒ m ≤ 1; with 2 condoned, m ≤ 3.
    expect(of(6, 10, 0, 10)).toMatchObject({ status: 'short', maxReachable: 80, canMiss: 1 });
    expect(of(6, 10, 2, 10)).toMatchObject({ canMiss: 3, maxReachable: 80 });
    // 4 of 10 with 4 left: 8 ÷ 14 = 57.1 % at most: nothing may be missed.
    expect(of(4, 10, 0, 4)).toMatchObject({ status: 'short', maxReachable: 57.1, canMiss: 0 });
    // Never more than are left.
    expect(of(100, 100, 0, 2)).toMatchObject({ canMiss: 2, maxReachable: 100 });
  });

  it('lets nothing be missed at a threshold of 100 %', () => {
    expect(of(3, 3, 0, 2, { threshold: 100, condonationFloor: 90 })).toMatchObject({
      status: 'eligible',
      canMiss: 0,
      maxReachable: 100,
    });
    expect(of(2, 3, 0, 2, { threshold: 100, condonationFloor: 90 })).toMatchObject({
      status: 'short',
      canMiss: 0,
      maxReachable: 80,
    });
  });
});
