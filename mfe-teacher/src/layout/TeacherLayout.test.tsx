import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, ok, ownInstitute } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { renderTeacher, signedInTeacher, teacherGateway } from '../../test/area';
import { subjectsAnswer, todayAnswer } from '../../test/fixtures';

const nav = () => screen.getByRole('navigation', { name: 'Teacher sections' });
const current = () => within(nav()).getByRole('link', { current: 'page' });

describe('The teacher area', () => {
  it('waits for the session and the institute, then shows the institute, the teacher and Sign out', async () => {
    const institute = heldReply();
    teacherGateway({ 'GET /teacher/institute': institute.route, 'GET /teacher/today': todayAnswer() });
    renderTeacher('/teacher');
    expect(screen.getByText('Please wait while we fetch your data...')).toBeInTheDocument();
    await act(async () => institute.release({ body: ownInstitute }));
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Greenfield College');
    expect(banner).toHaveTextContent(signedInTeacher.user.name);
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  });

  it('moves between Today, My classes, History and Leave, marking the section shown', async () => {
    teacherGateway({ 'GET /teacher/today': todayAnswer(), 'GET /teacher/subjects': subjectsAnswer() });
    renderTeacher('/teacher');
    await screen.findByRole('navigation', { name: 'Teacher sections' });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'My classes', 'History', 'Leave']);
    expect(current()).toHaveTextContent('Today');
    await userEvent.click(within(nav()).getByRole('link', { name: 'My classes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' })).toBeInTheDocument();
    expect(current()).toHaveTextContent('My classes');
  });

  it('sends an unknown address inside the area to Today', async () => {
    teacherGateway({ 'GET /teacher/today': todayAnswer() });
    renderTeacher('/teacher/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/teacher$/);
  });

  it('signs out and goes to the sign-in screen', async () => {
    const gateway = teacherGateway({ 'GET /teacher/today': todayAnswer(), 'POST /auth/logout': ok({}) });
    renderTeacher('/teacher');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(gateway.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it('opens the calendar feed of my lectures from the menu', async () => {
    const url = 'https://api.rollcall.test/calendar-feed.ics?token=teacher';
    const gateway = teacherGateway({ 'GET /teacher/today': todayAnswer(), 'GET /teacher/calendar-feed': ok({ url }) });
    renderTeacher('/teacher');
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(url);
    expect(gateway.callsTo('GET /teacher/calendar-feed')).toHaveLength(1);
  });
});
