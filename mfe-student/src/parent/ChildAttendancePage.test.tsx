import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkLoadingThenRetry, failure, ok } from '@rollcall/api-client/testing';
import { addressBar, offThePhone, onAPhone } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { parentGateway, renderParent } from '../../test/area';
import { checkSemesterSwitch, dayByDay, overall } from '../../test/overview';
import { attendanceOf, attendanceWithCalendar, childFixtures, childrenAnswer, diyaAttendance } from '../../test/fixtures';

const { aarav, diya } = childFixtures;
const CHILDREN = 'GET /parent/children';
const attendanceCall = (childId: string) => `GET /parent/children/${childId}/attendance`;
const gatewayFor = (children = childrenAnswer()) =>
  parentGateway({
    [CHILDREN]: children,
    [attendanceCall(aarav.id)]: ok({ ...attendanceOf() }),
    [attendanceCall(diya.id)]: ok({ ...diyaAttendance }),
  });
const switcher = () => screen.getByRole('navigation', { name: 'Your children' });
const chosen = () => within(switcher()).getByRole('link', { current: 'page' });

// Axe over the whole page (subjects, leave form, day by day) takes more than 5 s on a loaded 2-core machine.
jest.setTimeout(20_000);

afterEach(offThePhone);

describe("A parent's children", () => {
  it("opens on the first child's attendance", async () => {
    const gateway = gatewayFor();
    renderParent('/parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(new RegExp(`^/parent/${aarav.id}$`));
    expect(await overall()).toHaveTextContent('63.3%');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Mathematics',
      'Physics',
      'Chemistry',
      'French',
    ]);
    expect(gateway.callsTo(attendanceCall(aarav.id))).toHaveLength(1);
  });

  it('switches between two children, each with their name and class, asking for the one chosen', async () => {
    const gateway = gatewayFor();
    renderParent(`/parent/${aarav.id}`);
    await overall();
    expect(
      within(switcher())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aarav SharmaB.Sc. CS Year 2 - A', 'Diya SharmaClass 8 B']);
    expect(chosen()).toHaveTextContent('Aarav Sharma');
    await userEvent.click(within(switcher()).getByRole('link', { name: /Diya Sharma/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diya Sharma' })).toBeInTheDocument();
    expect(chosen()).toHaveTextContent('Diya Sharma');
    expect(addressBar()).toHaveTextContent(`/parent/${diya.id}`);
    expect(await overall()).toHaveTextContent('100%');
    expect(gateway.callsTo(attendanceCall(diya.id))).toHaveLength(1);
  });

  it("shows each child's holidays and exam days, those of the child's own class, day by day", async () => {
    parentGateway({
      [CHILDREN]: childrenAnswer(),
      [attendanceCall(aarav.id)]: ok({ ...attendanceWithCalendar() }),
      [attendanceCall(diya.id)]: ok({ ...diyaAttendance }),
    });
    renderParent(`/parent/${aarav.id}`);
    await overall();
    const dayRows = (day: string) =>
      within(within(dayByDay()).getByRole('region', { name: day }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(dayRows('Monday, 24 November 2025')).toEqual(['Holiday: Founders’ Day']);
    await userEvent.click(within(switcher()).getByRole('link', { name: /Diya Sharma/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diya Sharma' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Monday, 24 November 2025 to Friday, 28 November 2025' }),
    ).toBeInTheDocument();
    expect(dayRows('Monday, 24 November 2025 to Friday, 28 November 2025')).toEqual(['Exams: Term tests']);
    expect(dayByDay()).not.toHaveTextContent('Founders’ Day');
    expect(screen.getByRole('region', { name: 'Subjects' })).toHaveTextContent(
      'Lectures left and lectures needed count only the days the school will hold',
    );
  });

  it("switches a child's semester, asking for it by id and keeping it in the address", async () => {
    const gateway = gatewayFor();
    renderParent(`/parent/${aarav.id}`);
    await checkSemesterSwitch(gateway, attendanceCall(aarav.id), `/parent/${aarav.id}`);
  });

  it('offers no switch with one child', async () => {
    gatewayFor(childrenAnswer([aarav]));
    renderParent('/parent');
    await overall();
    expect(screen.queryByRole('navigation', { name: 'Your children' })).not.toBeInTheDocument();
  });

  it('says so when no child is linked yet', async () => {
    gatewayFor(childrenAnswer([]));
    renderParent('/parent');
    expect(
      await screen.findByText(
        'No children are linked to your account yet. Ask the school office to add you as their parent or guardian.',
      ),
    ).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/parent$/);
  });

  it("shows the server's answer for a student who is not the parent's child", async () => {
    const stranger = '99999999-0000-4000-8000-000000000001';
    parentGateway({ [CHILDREN]: childrenAnswer(), [attendanceCall(stranger)]: failure(404, 'Student not found') });
    renderParent(`/parent/${stranger}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Student not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(chosen).toThrow();
  });

  it('says calmly that no semester is set up yet', async () => {
    parentGateway({ [CHILDREN]: childrenAnswer(), [attendanceCall(aarav.id)]: failure(404, 'No semester has been set up yet') });
    renderParent(`/parent/${aarav.id}`);
    expect(await screen.findByText('No semester has been set up yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the children are loading, then why they failed, and Retry loads them', async () => {
    await checkLoadingThenRetry({
      gatewayFor: (routes) => parentGateway({ [attendanceCall(aarav.id)]: ok({ ...attendanceOf() }), ...routes }),
      call: CHILDREN,
      answer: childrenAnswer(),
      render: () => renderParent('/parent'),
      noun: 'your children',
      loaded: () => screen.findByRole('heading', { level: 1, name: 'Aarav Sharma' }),
    });
  });

  it("says a child's attendance is loading, then why it failed, and Retry loads it", async () => {
    await checkLoadingThenRetry({
      gatewayFor: (routes) => parentGateway({ [CHILDREN]: childrenAnswer(), ...routes }),
      call: attendanceCall(diya.id),
      answer: ok({ ...diyaAttendance }),
      render: () => renderParent(`/parent/${diya.id}`),
      noun: 'attendance',
      loaded: async () => expect(await overall()).toHaveTextContent('100%'),
    });
  });

  it('keeps the switch on a phone, each child a link of its own', async () => {
    onAPhone();
    gatewayFor();
    renderParent(`/parent/${diya.id}`);
    await overall();
    expect(within(switcher()).getAllByRole('link')).toHaveLength(2);
    expect(chosen()).toHaveTextContent('Diya Sharma');
  });

  it('has no serious accessibility violation', async () => {
    gatewayFor();
    renderParent(`/parent/${aarav.id}`);
    await screen.findByRole('region', { name: 'Day by day' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('has no serious accessibility violation with no child linked', async () => {
    gatewayFor(childrenAnswer([]));
    renderParent('/parent');
    await screen.findByText(/No children are linked/);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
