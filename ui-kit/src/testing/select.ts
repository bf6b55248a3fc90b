import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks an option of a ui-kit Select (a combobox) named `label`, inside `container` when given (a dialog). */
export async function chooseOption(user: UserEvent, label: string, option: string, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(scope.getByRole('option', { name: option }));
}
