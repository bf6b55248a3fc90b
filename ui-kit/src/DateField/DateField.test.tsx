import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { seriousAxeViolations } from '../testing/axe';
import type { DateFieldProps } from './DateField';
import { DateField } from './DateField';

function Controlled(props: Partial<DateFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <DateField label="Lecture date" {...props} value={value} onChange={setValue} />;
}

test('a date input named by its label, with the range the picker offers', () => {
  render(<Controlled min="2026-06-01" max="2026-06-30" value="2026-06-15" />);
  const field = screen.getByLabelText('Lecture date');
  expect(field).toHaveAttribute('type', 'date');
  expect(field).toHaveValue('2026-06-15');
  expect(field).toHaveAttribute('min', '2026-06-01');
  expect(field).toHaveAttribute('max', '2026-06-30');
});

test('a picked date is reported as YYYY-MM-DD', () => {
  const onChange = jest.fn();
  render(<DateField label="Lecture date" value="" onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Lecture date'), { target: { value: '2026-06-16' } });
  expect(onChange).toHaveBeenCalledWith('2026-06-16');
});

test('required, helper and error texts are wired as on a TextInput', () => {
  const { rerender } = render(
    <DateField label="Lecture date" required helperText="The day the lecture was held" value="" onChange={() => {}} />,
  );
  const field = screen.getByLabelText('Lecture date');
  expect(field).toBeRequired();
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  expect(field).toHaveAccessibleDescription('The day the lecture was held');
  expect(field).not.toHaveAttribute('aria-invalid');

  rerender(
    <DateField
      label="Lecture date"
      required
      helperText="The day the lecture was held"
      error="A lecture cannot be in the future"
      value="2030-01-01"
      onChange={() => {}}
    />,
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('A lecture cannot be in the future The day the lecture was held');
});

test('passes axe, with an error shown', async () => {
  render(<Controlled error="Please choose a date" required />);
  expect(await seriousAxeViolations()).toEqual([]);
});
