import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatCard } from './StatCard';
import { ActionCard } from './ActionCard';

test('a stat card shows its title and the value formatted for the locale', () => {
  render(<StatCard title="Total Students" value={156420} icon={<svg />} tone="green" />);
  const card = screen.getByRole('group', { name: 'Total Students' });
  expect(card).toHaveTextContent((156420).toLocaleString());
  expect(card).toHaveClass('green');
});

test('a stat card shows a text value as it is, and its detail line under it', () => {
  render(<StatCard title="Present %" value="82.5%" detail="incl. 2 extra" icon={<svg />} tone="teal" />);
  const card = screen.getByRole('group', { name: 'Present %' });
  expect(card).toHaveTextContent('82.5%incl. 2 extra');
});

test('a stat card without a value yet shows a loading placeholder', () => {
  render(<StatCard title="Total Colleges" value={null} icon={<svg />} tone="blue" />);
  expect(screen.getByRole('group', { name: 'Total Colleges' })).toHaveTextContent('Loading');
});

test('an action card is a button named by its title, described by its description', async () => {
  const onClick = jest.fn();
  render(
    <ActionCard title="View All Colleges" description="Browse every institute" icon={<svg />} tone="purple" onClick={onClick} />,
  );
  const button = screen.getByRole('button', { name: 'View All Colleges' });
  expect(button).toHaveAccessibleDescription('Browse every institute');
  button.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(2);
});
