import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Editor({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog
        open={open}
        title="Edit Institute"
        onClose={close}
        footer={
          <button type="button" onClick={close}>
            Cancel
          </button>
        }
      >
        <label>
          Institute Name <input />
        </label>
      </Dialog>
    </>
  );
}

test('closed, nothing is rendered', () => {
  render(
    <Dialog open={false} title="Edit Admin" onClose={() => {}}>
      body
    </Dialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('it is a modal labelled by its title and focus moves to its first field', async () => {
  render(<Editor />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Institute' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('Institute Name')).toHaveFocus();
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  render(<Editor />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

test.each([
  ['Escape', async () => userEvent.keyboard('{Escape}')],
  ['the X button', async () => userEvent.click(screen.getByRole('button', { name: 'Close dialog' }))],
  ['a footer button', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
])('%s closes it and focus returns to the opener', async (_how, act) => {
  const onClose = jest.fn();
  render(<Editor onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await act();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
});
