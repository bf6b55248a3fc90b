import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import type { SwitchProps } from './Switch';
import { Switch } from './Switch';

function Setting({ onChange, ...props }: Partial<SwitchProps>) {
  const [checked, setChecked] = useState(true);
  return (
    <Switch
      label="Daily summary"
      description="Each evening, the day's lectures"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const theSwitch = () => screen.getByRole('switch', { name: 'Daily summary' });

test('a switch named by its label, described by its line, on or off', async () => {
  render(<Setting />);
  expect(theSwitch()).toBeChecked();
  expect(theSwitch()).toHaveAccessibleDescription("Each evening, the day's lectures");
  expect(await seriousAxeViolations()).toEqual([]);
});

test('turning it off or on, by the switch or by its words, hands over the new state', async () => {
  const onChange = jest.fn();
  render(<Setting onChange={onChange} />);
  await userEvent.click(theSwitch());
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(theSwitch()).not.toBeChecked();
  await userEvent.click(screen.getByText('Daily summary'));
  expect(onChange).toHaveBeenLastCalledWith(true);
});

test('busy: disabled, marked busy, and its status line reads the busy label; then what became of it', async () => {
  const onChange = jest.fn();
  const { rerender } = render(<Setting busy busyLabel="Saving..." onChange={onChange} />);
  expect(theSwitch()).toBeDisabled();
  expect(theSwitch()).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  await userEvent.click(theSwitch());
  expect(onChange).not.toHaveBeenCalled();
  rerender(<Setting busyLabel="Saving..." status="Daily summary turned off" />);
  expect(theSwitch()).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('Daily summary turned off');
});

test('a failed change is an alert under it that also describes it', async () => {
  render(<Setting error="Service temporarily unavailable" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Service temporarily unavailable');
  expect(theSwitch()).toHaveAccessibleDescription("Service temporarily unavailable Each evening, the day's lectures");
  expect(await seriousAxeViolations()).toEqual([]);
});
