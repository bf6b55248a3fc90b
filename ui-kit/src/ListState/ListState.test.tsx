import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { Button } from '../Button/Button';
import { RetryNotice } from '../Notice/RetryNotice';
import { ListEmpty } from './ListEmpty';
import { ListFailure } from './ListFailure';
import { ListLoading } from './ListLoading';
import { ListStates, NoMatches } from './ListStates';

test('loading is announced as a status naming what loads', async () => {
  render(<ListLoading label="Loading Institutes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Institutes');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('a failure is an alert with its message and a Retry button', async () => {
  const onRetry = jest.fn();
  render(<ListFailure message="Failed to load institutes. Please try again." onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load institutes. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('empty says what it means and offers its action; the icon is decoration', async () => {
  const clear = jest.fn();
  const { container } = render(
    <ListEmpty
      icon={<svg />}
      title="No institutes found"
      description="Try adjusting your search terms or check the spelling"
      action={<Button onClick={clear}>Clear Search</Button>}
    />,
  );
  expect(screen.getByText('No institutes found')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search terms or check the spelling')).toBeInTheDocument();
  expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
  expect(clear).toHaveBeenCalledTimes(1);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('a retry notice is an error alert with Retry after its text', async () => {
  const onRetry = jest.fn();
  render(<RetryNotice onRetry={onRetry}>Failed to load statistics: please try again.</RetryNotice>);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load statistics: please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

describe('ListStates', () => {
  const list = (state: Partial<{ data: unknown; error: unknown; isLoading: boolean }>) => ({
    isLoading: false,
    mutate: jest.fn(),
    ...state,
  });
  const reason = (error: unknown) => (error as { why: string }).why;

  it('announces what loads, then shows the list once it is in', () => {
    const { rerender } = render(
      <ListStates list={list({ isLoading: true })} noun="students" reason={reason}>
        the list
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading students');
    rerender(
      <ListStates list={list({ data: [] })} noun="students" reason={reason}>
        the list
      </ListStates>,
    );
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('says why a list failed, and Retry loads it again', async () => {
    const failed = list({ error: { why: 'Service temporarily unavailable' } });
    render(
      <ListStates list={failed} noun="students" reason={reason}>
        the list
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load students: Service temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.mutate).toHaveBeenCalledTimes(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('offers to clear a search that matches nothing', async () => {
    const onClear = jest.fn();
    render(<NoMatches noun="subjects" onClear={onClear} />);
    expect(screen.getByText('No subjects found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
