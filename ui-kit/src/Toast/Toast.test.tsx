import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from './Toast';
import type { ToastType } from './toastLook';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each<[ToastType, 'alert' | 'status']>([
  ['error', 'alert'],
  ['warning', 'alert'],
  ['success', 'status'],
  ['info', 'status'],
])('a %s toast is announced as %s with its own colour class and an icon', (type, role) => {
  render(<Toast type={type} message="Saved" onClose={() => {}} />);
  const toast = screen.getByRole(role);
  expect(toast).toHaveTextContent('Saved');
  expect(toast).toHaveClass(type);
  expect(toast.querySelector('svg.icon')).toBeInTheDocument();
});

test('it closes itself 3000 ms after it shows, fading out before', () => {
  const onClose = jest.fn();
  render(<Toast type="success" message="Institute created" onClose={onClose} />);
  act(() => jest.advanceTimersByTime(2699));
  expect(screen.getByRole('status')).not.toHaveClass('leaving');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveClass('leaving');
  act(() => jest.advanceTimersByTime(299));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a manual close fades out over 300 ms, then calls onClose once', () => {
  const onClose = jest.fn();
  render(<Toast type="error" message="Failed" onClose={onClose} />);
  act(() => jest.advanceTimersByTime(500));
  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(screen.getByRole('alert')).toHaveClass('leaving');
  act(() => jest.advanceTimersByTime(299));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(5000));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('duration is configurable and a new message restarts the clock', () => {
  const onClose = jest.fn();
  const { rerender } = render(<Toast type="info" message="One" duration={1000} onClose={onClose} />);
  act(() => jest.advanceTimersByTime(900));
  rerender(<Toast type="info" message="Two" duration={1000} onClose={onClose} />);
  act(() => jest.advanceTimersByTime(900));
  expect(onClose).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(100));
  expect(onClose).toHaveBeenCalledTimes(1);
});
