import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { Spinner } from '../Spinner/Spinner';
import { LoadingScreen } from '../Spinner/LoadingScreen';

test('a button is type=button by default and clicks through', async () => {
  const onClick = jest.fn();
  render(
    <Button variant="secondary" onClick={onClick}>
      Clear Form
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Clear Form' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveClass('secondary');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('while busy it reads the busy label, is disabled and marked busy', async () => {
  const onClick = jest.fn();
  render(
    <Button type="submit" busy busyLabel="Creating..." onClick={onClick}>
      Create Institute
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Creating...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('Create Institute')).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('a spinner is a labelled status unless decorative', () => {
  render(
    <>
      <Spinner label="Loading Institutes" />
      <Spinner decorative />
    </>,
  );
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Loading Institutes' })).toBeInTheDocument();
});

test('the loading screen shows the default message, or the one given', () => {
  const { rerender } = render(<LoadingScreen />);
  expect(screen.getByText('Please wait while we fetch your data...')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Please wait while we fetch your data...' })).toBeInTheDocument();
  rerender(<LoadingScreen message="Loading..." />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});
