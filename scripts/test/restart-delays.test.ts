import { restartDelays } from '../supervisor/restart-delays';

it('waits 0.5 s before the first restart, doubling each time up to 10 s', () => {
  const next = restartDelays();
  expect([1, 2, 3, 4, 5, 6, 7].map(() => next(100))).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
});

it('starts again from 0.5 s once a child ran for a minute before it died', () => {
  const next = restartDelays();
  next(100);
  next(100);
  expect(next(59_999)).toBe(2_000);
  expect(next(60_000)).toBe(500);
  expect(next(100)).toBe(1_000);
});
