import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import type { CheckboxGroupProps } from '../types';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'reports', label: 'View reports', description: 'Dashboards and attendance reports' },
  { value: 'roles', label: 'Manage roles' },
  { value: 'setup', label: 'Manage setup', description: 'Years, classes and the timetable' },
];

function Controlled({ onChange, ...props }: Partial<CheckboxGroupProps>) {
  const [value, setValue] = useState<string[]>([...(props.value ?? [])]);
  return (
    <CheckboxGroup
      legend="Permissions"
      options={options}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

test('a group named by its legend, a checkbox per option described by its description', () => {
  render(<Controlled value={['roles']} />);
  expect(screen.getByRole('group', { name: 'Permissions' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'View reports' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'View reports' })).toHaveAccessibleDescription('Dashboards and attendance reports');
  expect(screen.getByRole('checkbox', { name: 'Manage roles' })).toBeChecked();
});

test('ticking and unticking reports the chosen values in the order of the options', async () => {
  const onChange = jest.fn();
  render(<Controlled value={['setup']} onChange={onChange} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'View reports' }));
  expect(onChange).toHaveBeenLastCalledWith(['reports', 'setup']);
  await userEvent.click(screen.getByText('Manage setup'));
  expect(onChange).toHaveBeenLastCalledWith(['reports']);
});

test('an error describes the group and marks its boxes; disabled holds every box', () => {
  const { rerender } = render(
    <CheckboxGroup legend="Permissions" options={options} value={[]} onChange={() => {}} error="Pick one" />,
  );
  expect(screen.getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription('Pick one');
  expect(screen.getByRole('checkbox', { name: 'Manage roles' })).toHaveAttribute('aria-invalid', 'true');
  rerender(<CheckboxGroup legend="Permissions" options={options} value={[]} onChange={() => {}} disabled />);
  expect(screen.getByRole('checkbox', { name: 'Manage roles' })).toBeDisabled();
});

test('passes axe', async () => {
  render(<Controlled value={['roles']} helperText="What holders may do" />);
  expect(await seriousAxeViolations()).toEqual([]);
});
