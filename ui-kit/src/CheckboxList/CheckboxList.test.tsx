import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import type { CheckboxListProps } from './CheckboxList';
import { CheckboxList, NO_CHOICES_FOUND } from './CheckboxList';

const teachers = [
  { value: 't-1', label: 'Meera Iyer', description: 'meera@greenfield.edu' },
  { value: 't-2', label: 'Vikram Sen', description: 'vikram@greenfield.edu' },
  { value: 't-3', label: 'Anil Das', description: 'anil@greenfield.edu' },
];

function Chooser({ onChange, ...props }: Partial<CheckboxListProps> & { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['t-2']);
  return (
    <CheckboxList
      label="Teachers"
      options={teachers}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

test('a group named by its legend, one checkbox per option with its description, the chosen ones ticked', async () => {
  render(<Chooser helperText="Choose who teaches it" />);
  const group = screen.getByRole('group', { name: 'Teachers' });
  expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
  expect(within(group).getByRole('checkbox', { name: 'Anil Das' })).toBeInTheDocument();
  expect(box('Vikram Sen')).toBeChecked();
  expect(box('Meera Iyer')).not.toBeChecked();
  expect(box('Meera Iyer')).toHaveAccessibleDescription('meera@greenfield.edu');
  expect(group).toHaveAccessibleDescription('Choose who teaches it');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('ticking and unticking hand over the chosen values in the order of the options', async () => {
  const onChange = jest.fn();
  render(<Chooser onChange={onChange} />);
  await userEvent.click(box('Anil Das'));
  await userEvent.click(screen.getByText('Meera Iyer'));
  expect(onChange).toHaveBeenLastCalledWith(['t-1', 't-2', 't-3']);
  await userEvent.click(box('Vikram Sen'));
  expect(onChange).toHaveBeenLastCalledWith(['t-1', 't-3']);
});

test('the search narrows the list by name or description, and hidden ticks stay ticked', async () => {
  const onChange = jest.fn();
  render(<Chooser searchable onChange={onChange} />);
  expect(screen.getByText('1 chosen')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'meera');
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  await userEvent.click(box('Meera Iyer'));
  expect(onChange).toHaveBeenLastCalledWith(['t-1', 't-2']);
  expect(screen.getByText('2 chosen')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search teachers' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'nobody');
  expect(screen.getByRole('status')).toHaveTextContent(NO_CHOICES_FOUND);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('its error is shown under it and describes the group; with no options there is nothing to search', () => {
  const { rerender } = render(
    <CheckboxList label="Roles" options={teachers} value={[]} onChange={() => {}} error="Choose at most 20" />,
  );
  expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose at most 20');
  rerender(<CheckboxList label="Roles" options={[]} value={[]} onChange={() => {}} searchable />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('disabled: nothing can be ticked', async () => {
  const onChange = jest.fn();
  render(<Chooser disabled onChange={onChange} />);
  expect(box('Meera Iyer')).toBeDisabled();
  await userEvent.click(box('Meera Iyer'));
  expect(onChange).not.toHaveBeenCalled();
});

test('a disabled option is shown with its description but keeps its tick; the others still change', async () => {
  const onChange = jest.fn();
  const options = teachers.map((option) =>
    option.value === 't-2' ? { ...option, description: 'Not yours to change', disabled: true } : option,
  );
  render(<Chooser options={options} onChange={onChange} />);
  expect(box('Vikram Sen')).toBeDisabled();
  expect(box('Vikram Sen')).toBeChecked();
  expect(box('Vikram Sen')).toHaveAccessibleDescription('Not yours to change');
  await userEvent.click(box('Vikram Sen'));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(box('Anil Das'));
  expect(onChange).toHaveBeenLastCalledWith(['t-2', 't-3']);
  expect(await seriousAxeViolations()).toEqual([]);
});

describe('Select all', () => {
  const classmates = [
    { value: 's-1', label: 'Asha Verma', description: '10A-1' },
    { value: 's-2', label: 'Ravi Kumar', description: '10A-2', disabled: true },
    { value: 's-3', label: 'Zoya Khan', description: '10A-3' },
    { value: 's-4', label: 'Zubin Mehta', description: '10A-4' },
  ];
  const renderAll = (onChange: jest.Mock) =>
    render(<Chooser label="Students" options={classmates} searchable selectAll="Select all" onChange={onChange} />);

  test('ticks every option that can be ticked, then unticking one leaves the rest: the whole list except…', async () => {
    const onChange = jest.fn();
    renderAll(onChange);
    const all = box('Select all');
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['s-1', 's-3', 's-4']);
    expect(all).toBeChecked();
    await userEvent.click(box('Zoya Khan'));
    expect(onChange).toHaveBeenLastCalledWith(['s-1', 's-4']);
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['s-1', 's-3', 's-4']);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  test('with a search, ticks only the matches, keeping the ticks the search hides', async () => {
    const onChange = jest.fn();
    renderAll(onChange);
    await userEvent.click(box('Asha Verma'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search students' }), 'z');
    await userEvent.click(box('Select all'));
    expect(onChange).toHaveBeenLastCalledWith(['s-1', 's-3', 's-4']);
    await userEvent.click(box('Select all'));
    expect(onChange).toHaveBeenLastCalledWith(['s-1']);
  });

  test('is not offered when nothing shown can be ticked', () => {
    render(<CheckboxList label="Students" options={[classmates[1]!]} value={[]} onChange={() => {}} selectAll="Select all" />);
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });
});
