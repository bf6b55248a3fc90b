import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addressBar, renderRoute } from '../testing';
import { seriousAxeViolations } from '../testing/axe';
import { Button } from '../Button/Button';
import { Page } from './Page';
import { Panel } from './Panel';

const page = (
  <Page title="Institutes Hub" description="Every registered institute." back actions={<Button>Add Institute</Button>}>
    <Panel as="section" aria-label="Institutes">
      <p>Greenfield College</p>
    </Panel>
  </Page>
);

test('the frame is a main landmark with the title as the heading, its description, actions and content', async () => {
  renderRoute('/superadmin/view-institutes', { '/superadmin/view-institutes': page });
  const main = screen.getByRole('main');
  expect(screen.getByRole('heading', { level: 1, name: 'Institutes Hub' })).toBeInTheDocument();
  expect(main).toHaveTextContent('Every registered institute.');
  expect(screen.getByRole('button', { name: 'Add Institute' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Institutes' })).toHaveTextContent('Greenfield College');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Back goes to the parent route', async () => {
  const area = (
    <Routes>
      <Route path="view-institutes" element={page} />
    </Routes>
  );
  renderRoute('/superadmin/view-institutes', { '/superadmin/*': area });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(addressBar()).toHaveTextContent(/^\/superadmin$/);
});

test('with onBack, Back asks the page instead of leaving', async () => {
  const onBack = jest.fn();
  const area = (
    <Routes>
      <Route
        path="timetable"
        element={
          <Page title="Timetable" back onBack={onBack}>
            content
          </Page>
        }
      />
    </Routes>
  );
  renderRoute('/admin/timetable', { '/admin/*': area });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(addressBar()).toHaveTextContent(/^\/admin\/timetable$/);
});

test("inside a layout that owns <main>, the frame is a section and shows no Back without 'back'", () => {
  renderRoute('/admin/reports', {
    '/admin/reports': (
      <main>
        <Page landmark="section" title="Reports">
          content
        </Page>
      </main>
    ),
  });
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
});
