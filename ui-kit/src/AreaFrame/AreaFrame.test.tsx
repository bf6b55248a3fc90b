import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { seriousAxeViolations } from '../testing/axe';
import { TabNav } from './TabNav';
import { TopBar } from './TopBar';

const entries = [
  { label: 'Today', to: '/teacher', end: true, icon: <svg /> },
  { label: 'My classes', to: '/teacher/classes' },
];

function Area({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <TopBar title="Greenfield College" end={<button type="button">Sign out</button>} />
      <TabNav label="Teacher sections" entries={entries} />
      <main>
        <Routes>
          <Route path="/teacher" element={<h1>Today</h1>} />
          <Route path="/teacher/classes/*" element={<h1>My classes</h1>} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Teacher sections' });
const current = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

test('the top bar is the banner, with the title and what sits at its end', async () => {
  render(<Area at="/teacher" />);
  expect(screen.getByRole('banner')).toHaveTextContent('Greenfield College');
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the top bar shows its subtitle under the title', async () => {
  render(<TopBar title="Greenfield College" subtitle="Meera Iyer" end={<button type="button">Sign out</button>} />);
  const title = screen.getByText('Greenfield College').parentElement;
  expect(title).toHaveTextContent(/^Greenfield CollegeMeera Iyer$/);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('lists every entry in order and marks the current section as the page, its sub-pages included', async () => {
  render(<Area at="/teacher/classes/42" />);
  expect(
    within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Today', 'My classes']);
  expect(current().map((link) => link.textContent)).toEqual(['My classes']);
  await userEvent.click(within(nav()).getByRole('link', { name: 'Today' }));
  expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  expect(current().map((link) => link.textContent)).toEqual(['Today']);
});
