import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldReply, ok, ownInstitute } from '@rollcall/api-client/testing';
import { addressBar } from '@rollcall/ui-kit/testing';
import { parentGateway, renderParent, renderStudent, signedInParent, signedInStudent, studentGateway } from '../../test/area';
import { attendanceOf, childFixtures, childrenAnswer } from '../../test/fixtures';

describe('The student and parent areas', () => {
  it("wait for the session and the institute, then show the institute, the student's name and Sign out", async () => {
    const institute = heldReply();
    studentGateway({ 'GET /student/institute': institute.route, 'GET /student/attendance': ok({ ...attendanceOf() }) });
    renderStudent('/student');
    expect(screen.getByText('Please wait while we fetch your data...')).toBeInTheDocument();
    await act(async () => institute.release({ body: ownInstitute }));
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Greenfield College');
    expect(banner).toHaveTextContent(signedInStudent.user.name);
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("show the parent's own name in the parent area, read from the parent's institute", async () => {
    const gateway = parentGateway({ 'GET /parent/children': childrenAnswer([]) });
    renderParent('/parent');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Greenfield College');
    expect(banner).toHaveTextContent(signedInParent.user.name);
    expect(gateway.callsTo('GET /parent/institute')).toHaveLength(1);
  });

  it('send an unknown address inside the student area to its home', async () => {
    studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }) });
    renderStudent('/student/nowhere/else');
    expect(await screen.findByRole('heading', { level: 1, name: 'My attendance' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/student$/);
  });

  it('sign out and go to the sign-in screen', async () => {
    const gateway = studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }), 'POST /auth/logout': ok({}) });
    renderStudent('/student');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(gateway.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it("open the student's own calendar feed from the menu", async () => {
    const url = 'https://api.rollcall.test/calendar-feed.ics?token=student';
    studentGateway({ 'GET /student/attendance': ok({ ...attendanceOf() }), 'GET /student/calendar-feed': ok({ url }) });
    renderStudent('/student');
    await userEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(url);
  });

  it("offer a parent the calendar feed of each linked child, the first one's first", async () => {
    const url = 'https://api.rollcall.test/calendar-feed.ics?token=child';
    const { aarav } = childFixtures;
    const gateway = parentGateway({
      'GET /parent/children': childrenAnswer(),
      [`GET /parent/children/${aarav.id}/calendar-feed`]: ok({ url }),
    });
    renderParent('/parent');
    await userEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed' });
    expect(await within(dialog).findByRole('textbox', { name: 'Feed address' })).toHaveValue(url);
    expect(within(dialog).getByRole('combobox', { name: 'Whose lectures' })).toHaveTextContent(aarav.name);
    expect(gateway.callsTo(`GET /parent/children/${aarav.id}/calendar-feed`)).toHaveLength(1);
  });

  it('offer a parent with no linked child no calendar feed', async () => {
    parentGateway({ 'GET /parent/children': childrenAnswer([]) });
    renderParent('/parent');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Calendar feed' })).not.toBeInTheDocument();
  });
});
