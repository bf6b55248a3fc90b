import { labelledIndexes, linearScale, runsWithValues, valueTicks } from './scale';

test('a linear scale maps the domain onto the range, downwards too', () => {
  const y = linearScale([0, 100], [180, 20]);
  expect([y(0), y(50), y(100)]).toEqual([180, 100, 20]);
});

test('value ticks are evenly spaced from 0 to the top', () => {
  expect(valueTicks(100)).toEqual([0, 25, 50, 75, 100]);
});

test('a few labelled indexes, the first and the last among them', () => {
  expect(labelledIndexes(30, 4)).toEqual([0, 10, 19, 29]);
  expect(labelledIndexes(3, 4)).toEqual([0, 1, 2]);
  expect(labelledIndexes(0, 4)).toEqual([]);
});

test('runs of values split at the missing ones', () => {
  const runs = runsWithValues([1, null, 2, 3, null], (value) => value !== null);
  expect(runs.map((run) => run.map(({ index }) => index))).toEqual([[0], [2, 3]]);
});
