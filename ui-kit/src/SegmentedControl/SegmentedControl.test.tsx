import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { SegmentedControl } from './SegmentedControl';

type Kind = 'core' | 'elective';
const kinds = [
  { value: 'core', label: 'Core' },
  { value: 'elective', label: 'Elective' },
] as const;

function KindField({ error }: { error?: string }) {
  const [kind, setKind] = useState<Kind | null>(null);
  return (
    <SegmentedControl
      label="Kind"
      showLabel
      options={kinds}
      value={kind}
      onChange={setKind}
      helperText="Core subjects enrol the whole class"
      error={kind ? undefined : error}
    />
  );
}

test('as a form field: its label shows above and names the group, its helper text describes it', async () => {
  render(<KindField />);
  expect(screen.getByText('Kind')).toBeVisible();
  const group = screen.getByRole('radiogroup', { name: 'Kind' });
  expect(group).toHaveAccessibleDescription('Core subjects enrol the whole class');
  expect(group).not.toHaveAttribute('aria-invalid');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('its error marks the group invalid and goes once a choice is made', async () => {
  render(<KindField error="Please choose core or elective" />);
  const group = screen.getByRole('radiogroup', { name: 'Kind' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Please choose core or elective Core subjects enrol the whole class');
  await userEvent.click(screen.getByRole('radio', { name: 'Elective' }));
  expect(screen.getByRole('radio', { name: 'Elective' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryByText('Please choose core or elective')).not.toBeInTheDocument();
  expect(group).not.toHaveAttribute('aria-invalid');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('without showLabel, helper or error it is the bare group, named for assistive technology only', () => {
  render(<SegmentedControl label="Asha Rao" options={kinds} value={null} onChange={() => {}} />);
  expect(screen.getByRole('radiogroup', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
});
