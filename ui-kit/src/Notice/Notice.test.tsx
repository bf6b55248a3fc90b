import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notice } from './Notice';

test('an error notice is an alert; a success notice is a status', () => {
  render(
    <>
      <Notice type="error">Please fix the validation errors before submitting</Notice>
      <Notice type="success">Institute created successfully</Notice>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please fix the validation errors before submitting');
  expect(screen.getByRole('status')).toHaveTextContent('Institute created successfully');
  expect(screen.getByText('Institute created successfully')).toBeInTheDocument();
});

test('it offers a dismiss button only when it can be dismissed', async () => {
  const onDismiss = jest.fn();
  const { rerender } = render(<Notice type="info">Heads up</Notice>);
  expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  rerender(
    <Notice type="info" onDismiss={onDismiss}>
      Heads up
    </Notice>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
