import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogForm, DialogNote } from './DialogForm';

test('is a form that Enter in a field submits when given onSubmit, and a plain block without it', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { container, rerender } = render(
    <DialogForm onSubmit={onSubmit}>
      <label>
        Reason <input />
      </label>
      <DialogNote>Now: Present</DialogNote>
    </DialogForm>,
  );
  expect(container.querySelector('form')).toHaveAttribute('novalidate');
  expect(screen.getByText('Now: Present').tagName).toBe('P');
  await userEvent.type(screen.getByLabelText('Reason'), 'Late bus{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(
    <DialogForm>
      <p>Choose the classes</p>
    </DialogForm>,
  );
  expect(container.querySelector('form')).toBeNull();
  expect(screen.getByText('Choose the classes')).toBeInTheDocument();
});
