import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';
import type { SelectOption, SelectProps } from './Select';

const institutes: SelectOption[] = [
  { value: 'a', label: 'Alpha College' },
  { value: 'b', label: 'Beta Institute', disabled: true },
  { value: 'c', label: 'Gamma University', icon: <svg data-testid="gamma-icon" /> },
  { value: 'd', label: 'Delta College' },
];

function Controlled(props: Partial<SelectProps> & { onPicked?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <Select
      label="Select Institute"
      options={institutes}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPicked?.(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Select Institute' });

test('closed, it shows the default placeholder and is labelled', () => {
  render(<Controlled />);
  expect(combobox()).toHaveTextContent('Select an option...');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('clicking opens a listbox limited to 200 px by default; choosing an option closes it', async () => {
  const onPicked = jest.fn();
  render(<Controlled onPicked={onPicked} />);
  await userEvent.click(combobox());
  const listbox = screen.getByRole('listbox');
  expect(listbox).toHaveStyle({ maxHeight: '200px' });
  expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  await userEvent.click(screen.getByRole('option', { name: 'Gamma University' }));
  expect(onPicked).toHaveBeenCalledWith('c');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(combobox()).toHaveTextContent('Gamma University');
  expect(screen.getByTestId('gamma-icon')).toBeInTheDocument();
  expect(combobox()).toHaveFocus();
});

test('maxHeight is configurable', async () => {
  render(<Controlled maxHeight={320} />);
  await userEvent.click(combobox());
  expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '320px' });
});

test('a disabled option cannot be chosen', async () => {
  const onPicked = jest.fn();
  render(<Controlled onPicked={onPicked} />);
  await userEvent.click(combobox());
  const beta = screen.getByRole('option', { name: 'Beta Institute' });
  expect(beta).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(beta);
  expect(onPicked).not.toHaveBeenCalled();
  expect(screen.getByRole('listbox')).toBeInTheDocument();
});

test('search matches labels case-insensitively and says when nothing matches', async () => {
  render(<Controlled searchable />);
  await userEvent.click(combobox());
  const search = screen.getByPlaceholderText('Search options...');
  expect(search).toHaveFocus();
  await userEvent.type(search, 'COLLEGE');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alpha College', 'Delta College']);
  await userEvent.clear(search);
  await userEvent.type(search, 'zzz');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByText('No options found')).toBeInTheDocument();
});

test('with no options at all it says No options available', async () => {
  render(<Controlled options={[]} searchable />);
  await userEvent.click(combobox());
  expect(screen.getByText('No options available')).toBeInTheDocument();
});

test('the search text resets when the list closes and after a selection', async () => {
  render(<Controlled searchable />);
  await userEvent.click(combobox());
  await userEvent.type(screen.getByPlaceholderText('Search options...'), 'delta');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.click(combobox());
  expect(screen.getByPlaceholderText('Search options...')).toHaveValue('');
  await userEvent.type(screen.getByPlaceholderText('Search options...'), 'alp{Enter}');
  expect(combobox()).toHaveTextContent('Alpha College');
  await userEvent.click(combobox());
  expect(screen.getByPlaceholderText('Search options...')).toHaveValue('');
  expect(screen.getAllByRole('option')).toHaveLength(4);
});

test('keyboard: arrows skip disabled options, Home/End jump, Enter selects, Escape closes', async () => {
  const onPicked = jest.fn();
  render(<Controlled onPicked={onPicked} />);
  combobox().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
  expect(active()).toHaveTextContent('Alpha College');
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toHaveTextContent('Gamma University');
  await userEvent.keyboard('{End}');
  expect(active()).toHaveTextContent('Delta College');
  await userEvent.keyboard('{ArrowDown}');
  expect(active()).toHaveTextContent('Delta College');
  await userEvent.keyboard('{Home}');
  expect(active()).toHaveTextContent('Alpha College');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onPicked).toHaveBeenLastCalledWith('c');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(combobox()).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  expect(active()).toHaveTextContent('Gamma University');
  await userEvent.keyboard('{ArrowUp}');
  expect(active()).toHaveTextContent('Alpha College');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(onPicked).toHaveBeenCalledTimes(1);
});

test('keyboard works from the search box too', async () => {
  const onPicked = jest.fn();
  render(<Controlled searchable onPicked={onPicked} />);
  combobox().focus();
  await userEvent.keyboard('{ArrowDown}');
  const search = screen.getByPlaceholderText('Search options...');
  expect(search).toHaveFocus();
  await userEvent.keyboard('college');
  expect(document.getElementById(search.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Alpha College');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(onPicked).toHaveBeenCalledWith('d');
});

test('the clear button empties the selection', async () => {
  const onPicked = jest.fn();
  render(<Controlled clearable value="a" onPicked={onPicked} />);
  expect(combobox()).toHaveTextContent('Alpha College');
  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(onPicked).toHaveBeenCalledWith(null);
  expect(combobox()).toHaveTextContent('Select an option...');
  expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
});

test('clicking outside closes the list', async () => {
  render(
    <>
      <Controlled />
      <button type="button">Elsewhere</button>
    </>,
  );
  await userEvent.click(combobox());
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('a custom placeholder, the error text and disabled state', async () => {
  const { rerender } = render(
    <Select
      label="Select Institute"
      options={institutes}
      value={null}
      onChange={() => {}}
      placeholder="Choose an institute..."
      error="Please select an institute"
    />,
  );
  expect(combobox()).toHaveTextContent('Choose an institute...');
  expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  expect(combobox()).toHaveAccessibleDescription('Please select an institute');
  rerender(<Select label="Select Institute" options={institutes} value={null} onChange={() => {}} disabled />);
  expect(combobox()).toBeDisabled();
});
