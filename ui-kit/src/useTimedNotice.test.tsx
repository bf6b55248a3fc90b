import { act, render, screen } from '@testing-library/react';
import { useTimedNotice } from './useTimedNotice';

let controls: ReturnType<typeof useTimedNotice>;

function Probe({ ms }: { ms?: number }) {
  controls = useTimedNotice(ms);
  return <p>{controls.notice ? `${controls.notice.type}: ${controls.notice.message}` : 'nothing'}</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a notice disappears 5 seconds after it is shown', () => {
  render(<Probe />);
  act(() => controls.show('success', 'Institute created successfully'));
  expect(screen.getByText('success: Institute created successfully')).toBeInTheDocument();
  expect(controls.message).toBe('Institute created successfully');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('success: Institute created successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('nothing')).toBeInTheDocument();
  expect(controls.message).toBeNull();
});

test('showing again restarts the clock; one argument means success; clear hides at once', () => {
  render(<Probe ms={1000} />);
  act(() => controls.show('error', 'First'));
  act(() => jest.advanceTimersByTime(800));
  act(() => controls.show('Second'));
  act(() => jest.advanceTimersByTime(800));
  expect(screen.getByText('success: Second')).toBeInTheDocument();
  act(() => controls.clear());
  expect(screen.getByText('nothing')).toBeInTheDocument();
});
