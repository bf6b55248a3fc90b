import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { useTimedNotice } from '../useTimedNotice';
import { DoneNotice } from './DoneNotice';

test('shows the last change as a status until it is dismissed', async () => {
  const { result } = renderHook(() => useTimedNotice());
  const { rerender } = render(<DoneNotice done={result.current} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => result.current.show('Marked R-003 Asha Rao Present'));
  rerender(<DoneNotice done={result.current} />);
  expect(screen.getByRole('status')).toHaveTextContent('Marked R-003 Asha Rao Present');
  expect(await seriousAxeViolations()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  rerender(<DoneNotice done={result.current} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
