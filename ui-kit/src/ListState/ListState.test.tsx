import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { Button } from '../Button/Button';
import { RetryNotice } from '../Notice/RetryNotice';
import { ListEmpty } from './ListEmpty';
import { ListFailure } from './ListFailure';
import { ListLoading } from './ListLoading';
import { ListStates } from './ListStates';

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
  const reason = (error: unknown) => (error as Error).message;
  const states = (list: Parameters<typeof ListStates>[0]['list']) => (
    <ListStates list={list} noun="lectures" failureText={reason}>
      <p>The lectures</p>
    </ListStates>
  );

  test('names what loads, then shows the list', async () => {
    const { rerender } = render(states({ isLoading: true, mutate: jest.fn() }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading lectures');
    rerender(states({ isLoading: false, data: {}, mutate: jest.fn() }));
    expect(screen.getByText('The lectures')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  test('a failure says why and Retry loads again; a failed refresh keeps the list', async () => {
    const mutate = jest.fn();
    const { rerender } = render(states({ isLoading: false, error: new Error('Service down'), mutate }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load lectures: Service down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(await seriousAxeViolations()).toEqual([]);
    rerender(states({ isLoading: false, error: new Error(''), mutate }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load lecturesRetry$/);
    rerender(states({ isLoading: false, error: new Error('Service down'), data: {}, mutate }));
    expect(screen.getByText('The lectures')).toBeInTheDocument();
  });
});
