import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { ActionDialog } from './ActionDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { SaveChangesDialog } from './SaveChangesDialog';

function held<T>() {
  let settle: { resolve: (value: T) => void; reject: (reason: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function renderConfirm(action: () => Promise<string>, onDone = jest.fn(), onClose = jest.fn()) {
  render(
    <ConfirmDialog
      title="Confirm Delete"
      actionLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      action={action}
      onDone={onDone}
      failureText={(error) => `Could not delete: ${String(error)}`}
      onClose={onClose}
    >
      <p>Are you sure you want to delete Vikram Sen?</p>
    </ConfirmDialog>,
  );
  return { onDone, onClose };
}

test('it asks in a dialog named by its title, and Cancel closes without the call', async () => {
  const action = jest.fn();
  const { onClose } = renderConfirm(action);
  const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete Vikram Sen?');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(action).not.toHaveBeenCalled();
});

test('while the call runs it reads the busy label, cannot be cancelled or closed, then hands over the answer', async () => {
  const call = held<string>();
  const { onDone, onClose } = renderConfirm(() => call.promise);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
  expect(onClose).not.toHaveBeenCalled();
  await act(async () => call.resolve('deleted'));
  expect(onDone).toHaveBeenCalledWith('deleted');
});

test('a failed call stays in the dialog with its text, and the action can be tried again', async () => {
  const action = jest.fn().mockRejectedValueOnce('Admin not found').mockResolvedValueOnce('deleted');
  const { onDone } = renderConfirm(action);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete: Admin not found');
  expect(onDone).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onDone).toHaveBeenCalledWith('deleted');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("an edit dialog reads 'Save Changes', and 'Saving...' while busy", async () => {
  const onSave = jest.fn();
  const { rerender } = render(
    <SaveChangesDialog title="Edit Admin" busy={false} onClose={() => {}} onSave={onSave}>
      fields
    </SaveChangesDialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onSave).toHaveBeenCalledTimes(1);
  rerender(
    <SaveChangesDialog title="Edit Admin" busy onClose={() => {}} onSave={onSave}>
      fields
    </SaveChangesDialog>,
  );
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
});

test('an action dialog runs its action without a call of its own, and Cancel closes it', async () => {
  const onAction = jest.fn();
  const onClose = jest.fn();
  render(
    <ActionDialog
      title="Unsaved changes"
      busy={false}
      onClose={onClose}
      onAction={onAction}
      actionLabel="Leave"
      busyLabel="Leaving..."
    >
      <p>You have 2 unsaved changes.</p>
    </ActionDialog>,
  );
  expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toHaveTextContent('You have 2 unsaved changes.');
  expect(await seriousAxeViolations()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(onAction).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
