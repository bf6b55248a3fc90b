import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { TextInput } from './TextInput';
import type { TextInputProps } from './TextInput';

function Controlled(props: Partial<TextInputProps> & { label: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextInput {...props} value={value} onChange={setValue} />;
}

test('the label names the field and typing reports each new value', async () => {
  const onChange = jest.fn();
  render(<TextInput label="Institute Name" value="" onChange={onChange} />);
  await userEvent.type(screen.getByLabelText('Institute Name'), 'A');
  expect(onChange).toHaveBeenCalledWith('A');
  expect(screen.getByRole('textbox', { name: 'Institute Name' })).toBeInTheDocument();
});

test('required shows an asterisk outside the accessible name and sets aria-required', () => {
  render(<TextInput label="Email Address" required value="" onChange={() => {}} />);
  const field = screen.getByRole('textbox', { name: 'Email Address' });
  expect(field).toHaveAttribute('aria-required', 'true');
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});

test('helper and error texts describe the field; an error marks it invalid', () => {
  const { rerender } = render(<TextInput label="Email" helperText="Login details go here" value="" onChange={() => {}} />);
  const field = screen.getByLabelText('Email');
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).toHaveAccessibleDescription('Login details go here');

  rerender(<TextInput label="Email" helperText="Login details go here" error="Email is required" value="" onChange={() => {}} />);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Email is required Login details go here');
});

test('with maxLength a counter shows current/max and input stops at the limit', async () => {
  render(<Controlled label="Admin Name" maxLength={5} />);
  const field = screen.getByLabelText('Admin Name');
  expect(screen.getByText('0/5')).toBeInTheDocument();
  await userEvent.type(field, 'Ravindra');
  expect(field).toHaveValue('Ravin');
  expect(screen.getByText('5/5')).toBeInTheDocument();
});

test('showCounter={false} hides the counter', () => {
  render(<TextInput label="Name" maxLength={100} showCounter={false} value="abc" onChange={() => {}} />);
  expect(screen.queryByText('3/100')).not.toBeInTheDocument();
});

test('a password can be shown and hidden again with a labelled toggle', async () => {
  render(<Controlled label="Password" type="password" value="Secret1!" />);
  const field = screen.getByLabelText('Password');
  expect(field).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field).toHaveAttribute('type', 'password');
});

test('type="time" is a labelled clock-time field reporting HH:MM', async () => {
  render(<Controlled label="Starts at" type="time" helperText="24-hour clock" />);
  const field = screen.getByLabelText('Starts at');
  expect(field).toHaveAttribute('type', 'time');
  expect(field).toHaveAccessibleDescription('24-hour clock');
  await userEvent.type(field, '09:30');
  expect(field).toHaveValue('09:30');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('rows renders a multi-line textarea', async () => {
  render(<Controlled label="Address" rows={3} />);
  const field = screen.getByRole('textbox', { name: 'Address' });
  expect(field.tagName).toBe('TEXTAREA');
  expect(field).toHaveAttribute('rows', '3');
  await userEvent.type(field, 'Line 1{enter}Line 2');
  expect(field).toHaveValue('Line 1\nLine 2');
});

test('sizes are applied as classes and other input attributes pass through', () => {
  render(<TextInput label="Phone" size="lg" type="tel" name="phone" placeholder="+91" value="" onChange={() => {}} />);
  const field = screen.getByLabelText('Phone');
  expect(field).toHaveAttribute('type', 'tel');
  expect(field).toHaveAttribute('name', 'phone');
  expect(field).toHaveAttribute('placeholder', '+91');
  expect(field.closest('.field')).toHaveClass('lg');
});
