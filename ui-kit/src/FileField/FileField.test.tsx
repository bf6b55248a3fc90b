import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { FileField } from './FileField';

const csv = (name = 'students.csv') => new File(['name,email\n'], name, { type: 'text/csv' });

test('a file input named by its label, offering the accepted types', () => {
  render(<FileField label="CSV file" accept=".csv,text/csv" onChange={() => {}} />);
  const field = screen.getByLabelText('CSV file');
  expect(field).toHaveAttribute('type', 'file');
  expect(field).toHaveAttribute('accept', '.csv,text/csv');
});

test('reports the chosen file, and the same file again when it is chosen a second time', async () => {
  const onChange = jest.fn();
  render(<FileField label="CSV file" onChange={onChange} />);
  const file = csv();
  await userEvent.upload(screen.getByLabelText('CSV file'), file);
  await userEvent.upload(screen.getByLabelText('CSV file'), file);
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenLastCalledWith(file);
});

test('helper and error texts are wired as on a TextInput', () => {
  const { rerender } = render(<FileField label="CSV file" helperText="At most 5 MB" onChange={() => {}} />);
  expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('At most 5 MB');
  rerender(<FileField label="CSV file" helperText="At most 5 MB" error="The file is too large" onChange={() => {}} />);
  expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('The file is too large At most 5 MB');
});

test('passes axe', async () => {
  render(
    <FileField label="CSV file" accept=".csv" helperText="At most 5 MB" error="The file is too large" onChange={() => {}} />,
  );
  expect(await seriousAxeViolations()).toEqual([]);
});
