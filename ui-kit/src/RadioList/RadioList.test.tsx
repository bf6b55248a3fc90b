import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { RadioList, type RadioListProps } from './RadioList';

type Pace = 'slow' | 'fast';
const paces = [
  { value: 'slow', label: 'Slowly', description: 'One chapter a week' },
  { value: 'fast', label: 'Quickly', description: 'Two chapters a week' },
] as const;

function Chooser({ onChange, ...props }: Partial<RadioListProps<Pace>>) {
  const [value, setValue] = useState<Pace>('slow');
  return (
    <RadioList
      label="Pace"
      options={paces}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

test('a group named by its legend, one radio per option described by its line, the chosen one checked', () => {
  render(<Chooser helperText="How fast the class goes" />);
  const group = screen.getByRole('group', { name: 'Pace' });
  expect(within(group).getAllByRole('radio')).toHaveLength(2);
  expect(radio('Slowly')).toBeChecked();
  expect(radio('Quickly')).not.toBeChecked();
  expect(radio('Quickly')).toHaveAccessibleDescription('Two chapters a week');
  expect(group).toHaveAccessibleDescription('How fast the class goes');
});

test('choosing by the row or the arrow keys changes the value', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Chooser onChange={onChange} />);
  await user.click(screen.getByText('Two chapters a week'));
  expect(radio('Quickly')).toBeChecked();
  await user.keyboard('{ArrowUp}');
  expect(radio('Slowly')).toBeChecked();
  expect(onChange.mock.calls).toEqual([['fast'], ['slow']]);
});

test('an error describes the group; disabled, nothing changes', async () => {
  const onChange = jest.fn();
  render(<Chooser error="Choose a pace" disabled onChange={onChange} />);
  expect(screen.getByRole('group', { name: 'Pace' })).toHaveAccessibleDescription('Choose a pace');
  expect(radio('Quickly')).toBeDisabled();
  await userEvent.click(screen.getByText('Quickly'));
  expect(onChange).not.toHaveBeenCalled();
});

test('has no serious accessibility violations', async () => {
  render(<Chooser helperText="How fast the class goes" />);
  expect(await seriousAxeViolations()).toEqual([]);
});
