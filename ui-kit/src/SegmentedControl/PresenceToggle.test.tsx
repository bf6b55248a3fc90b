import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { PresenceToggle, type Presence } from './PresenceToggle';

function Register({ initial = null }: { initial?: Presence | null }) {
  const [asha, setAsha] = useState<Presence | null>(initial);
  const [ravi, setRavi] = useState<Presence | null>('absent');
  return (
    <>
      <PresenceToggle label="Asha Rao" value={asha} onChange={setAsha} />
      <PresenceToggle label="Ravi Kumar" value={ravi} onChange={setRavi} />
    </>
  );
}

const asha = () => screen.getByRole('radiogroup', { name: 'Asha Rao' });
const option = (group: HTMLElement, name: string) =>
  Array.from(group.querySelectorAll<HTMLElement>('[role="radio"]')).find((radio) => radio.textContent === name)!;

test('a radio group named by the student with Present and Absent, nothing chosen yet', () => {
  render(<Register />);
  expect(screen.getAllByRole('radio', { checked: false }).map((radio) => radio.textContent)).toEqual([
    'Present',
    'Absent',
    'Present',
  ]);
  expect(option(asha(), 'Present')).toHaveAttribute('tabindex', '0');
  expect(option(asha(), 'Absent')).toHaveAttribute('tabindex', '-1');
});

test('a click chooses; the chosen option is checked, shows a tick and is the one Tab reaches', async () => {
  render(<Register />);
  await userEvent.click(option(asha(), 'Absent'));
  expect(option(asha(), 'Absent')).toHaveAttribute('aria-checked', 'true');
  expect(option(asha(), 'Absent').querySelector('svg')).toBeInTheDocument();
  expect(option(asha(), 'Present')).toHaveAttribute('aria-checked', 'false');
  expect(option(asha(), 'Absent')).toHaveAttribute('tabindex', '0');
  expect(option(asha(), 'Present')).toHaveAttribute('tabindex', '-1');
});

test('Tab enters each group once; the arrow keys, Home and End move focus and the choice together', async () => {
  render(<Register />);
  await userEvent.tab();
  expect(option(asha(), 'Present')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(option(asha(), 'Absent')).toHaveFocus();
  expect(option(asha(), 'Absent')).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(option(asha(), 'Present')).toHaveFocus();
  expect(option(asha(), 'Present')).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{ArrowUp}');
  expect(option(asha(), 'Absent')).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{Home}');
  expect(option(asha(), 'Present')).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{End}');
  expect(option(asha(), 'Absent')).toHaveAttribute('aria-checked', 'true');

  await userEvent.tab();
  const ravi = screen.getByRole('radiogroup', { name: 'Ravi Kumar' });
  expect(option(ravi, 'Absent')).toHaveFocus();
});

test('passes axe, chosen or not', async () => {
  render(<Register initial="present" />);
  expect(await seriousAxeViolations()).toEqual([]);
});
