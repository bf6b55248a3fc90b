import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import type { ChartPoint } from './chartProps';
import { BarChart } from './BarChart';
import { InlineBar } from './InlineBar';
import { LineChart } from './LineChart';

const points: ChartPoint[] = [
  { label: '1 Jun', value: 80, detail: '40 of 50' },
  { label: '2 Jun', value: 90, detail: '45 of 50' },
  { label: '3 Jun', value: null, detail: '0 of 0' },
  { label: '4 Jun', value: 70.5, detail: '141 of 200' },
];
const percent = (value: number) => `${value}%`;
const common = {
  title: 'Daily attendance',
  points,
  format: percent,
  reference: { value: 75, label: 'Threshold 75%' },
  headers: { label: 'Day', value: 'Present', detail: 'Present of total' },
};

test('a line chart is one image named by a summary of its values and its reference', () => {
  render(<LineChart {...common} />);
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'Daily attendance. 4 values from 1 Jun to 4 Jun. lowest 70.5% (4 Jun), highest 90% (2 Jun), latest 70.5% (4 Jun). 1 with no value. Threshold 75%.',
  );
});

test('a missing value breaks the line and draws no dot: a gap, not a zero', () => {
  const { container } = render(<LineChart {...common} />);
  expect(container.querySelectorAll('path')).toHaveLength(2);
  expect(container.querySelectorAll('circle')).toHaveLength(3);
});

test('a bar chart draws a bar per value and none where there is no value', () => {
  const { container } = render(<BarChart {...common} />);
  expect(container.querySelectorAll('rect')).toHaveLength(3);
  expect(screen.getByRole('img')).toHaveAccessibleName(/^Daily attendance\. 4 values/);
});

test('the axes label a few ticks, and the reference names itself', () => {
  render(<LineChart {...common} />);
  const chart = screen.getByRole('img');
  for (const tick of ['0%', '50%', '100%', '1 Jun', '4 Jun', 'Threshold 75%']) expect(chart).toHaveTextContent(tick);
});

test('Show table opens the exact values, a missing one as a dash', async () => {
  const user = userEvent.setup();
  render(<LineChart {...common} />);
  const toggle = screen.getByRole('button', { name: 'Show table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Hide table');
  const table = screen.getByRole('table', { name: 'Daily attendance' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DayPresentPresent of total', '1 Jun80%40 of 50', '2 Jun90%45 of 50', '3 Jun—0 of 0', '4 Jun70.5%141 of 200']);
  expect(await seriousAxeViolations()).toEqual([]);
  await user.click(toggle);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a chart with no values says so', () => {
  render(<BarChart {...common} points={[{ label: 'June', value: null }]} reference={undefined} />);
  expect(screen.getByRole('img')).toHaveAccessibleName('Daily attendance. 1 value from June to June. no values yet.');
});

test('an inline bar is decoration sized by its value, with its mark', () => {
  const { container } = render(<InlineBar value={60} mark={75} />);
  const track = container.firstElementChild as HTMLElement;
  expect(track).toHaveAttribute('aria-hidden', 'true');
  expect((track.children[0] as HTMLElement).style.width).toBe('60%');
  expect((track.children[1] as HTMLElement).style.left).toBe('75%');
});
