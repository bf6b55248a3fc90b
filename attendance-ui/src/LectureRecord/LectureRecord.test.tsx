import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, type Route } from '@rollcall/api-client/testing';
import { attendanceMessages } from '@rollcall/contracts';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { lectureFixtures, markFixtures, mathsRecord } from '../testing/fixtures';
import { LectureRecord, type LectureRecordProps } from './LectureRecord';

const { maths } = lectureFixtures;
const { asha } = markFixtures;
const record = `GET /admin/lectures/${maths.id}`;
const corrections = `POST /admin/lectures/${maths.id}/corrections`;

function showRecord(routes: Record<string, Route>, props: Partial<LectureRecordProps> = {}) {
  const gateway = mockGateway({ [record]: { body: mathsRecord() }, ...routes });
  renderRoute('/lecture', { '/lecture': <LectureRecord area="admin" lectureId={maths.id} {...props} /> });
  return gateway;
}

const studentItem = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

async function openCorrection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Correct R-003 Asha Rao' }));
  return screen.getByRole('dialog', { name: 'Correct R-003 Asha Rao' });
}

describe('LectureRecord', () => {
  it('heads the record with the subject, class, day and period, then who took it, the counts and the window', async () => {
    showRecord({});
    expect(await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' })).toBeInTheDocument();
    expect(screen.getByText('Class 10 A · Monday, 12 January 2026 · Period 2')).toBeInTheDocument();
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 present, 1 absent')).toBeInTheDocument();
    expect(screen.getByText('1 correction')).toBeInTheDocument();
    expect(screen.getByText('Correctable by the teacher until 14 Jan 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'R-001 Anil Kumar',
      'R-002 Bina Das',
      'R-003 Asha Rao',
    ]);
    expect(within(studentItem('R-002 Bina Das')).getByText('Absent')).toBeInTheDocument();
    expect(within(studentItem('R-001 Anil Kumar')).getByText('Present')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("shows a corrected mark's versions newest first, with who, when (the institute's clock, its zone named), from where and why", async () => {
    const user = userEvent.setup();
    showRecord({});
    await screen.findByRole('heading', { level: 1 });
    expect(within(studentItem('R-001 Anil Kumar')).queryByText(/History/)).not.toBeInTheDocument();
    await user.click(screen.getByText('History of R-003 Asha Rao: 3 versions'));
    const versions = within(studentItem('R-003 Asha Rao')).getAllByRole('listitem');
    expect(versions.map((version) => version.textContent)).toEqual([
      // Recorded at 06:30, 10:00 and 04:00 UTC: on the clock of the institute, in Asia/Kolkata.
      'Present (current)Kavya Menon (Office), 13 Jan 2026, 12:00 pm ISTReason: Medical certificate shown',
      'AbsentMeera Iyer (Teacher), 12 Jan 2026, 3:30 pm ISTReason: Left after the roll call',
      'PresentMeera Iyer (Teacher), 12 Jan 2026, 9:30 am IST',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('corrects a mark with a reason: the exact call, the busy label, the notice and the record fetched again', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = showRecord({ [corrections]: held.route });
    const dialog = await openCorrection(user);
    expect(within(dialog).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      expect.stringContaining(attendanceMessages.reasonRequired),
    );
    expect(gateway.callsTo(corrections)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Came in late, left at once  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(gateway.callsTo(corrections).map((call) => call.body)).toEqual([
      { studentId: asha.studentId, status: 'absent', reason: 'Came in late, left at once' },
    ]);

    held.release({
      status: 201,
      body: { success: true, mark: { ...asha.current, status: 'absent' }, lecture: { id: maths.id, present: 1, absent: 2 } },
    });
    expect(await screen.findByText('Marked R-003 Asha Rao Absent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo(record)).toHaveLength(2));
  });

  it.each([
    [403, attendanceMessages.correctionWindowClosed(2)],
    [409, attendanceMessages.correctedByOffice],
  ])('shows a refusal (%i) in the dialog, which stays open to try again', async (status, message) => {
    const user = userEvent.setup();
    const gateway = showRecord({ [corrections]: failure(status, message) });
    const dialog = await openCorrection(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Present' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong student marked');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(gateway.callsTo(corrections)[0]?.body).toEqual({
      studentId: asha.studentId,
      status: 'present',
      reason: 'Wrong student marked',
    });
    expect(within(dialog).getByRole('button', { name: 'Save correction' })).toBeEnabled();
  });

  it('offers no Correct when the server or the page says the user may not correct', async () => {
    showRecord({ [record]: { body: mathsRecord({ canCorrect: false }) } });
    await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' });
    expect(screen.queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
  });

  it('offers no Correct without the page allowing it, even when the server would', async () => {
    showRecord({}, { canCorrect: false });
    await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' });
    expect(screen.queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
  });

  it('shows why the lecture failed to load, with Retry, and Back when the page gives one', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    const gateway = showRecord({ [record]: failure(404, attendanceMessages.lectureNotFound) }, { onBack, area: 'admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to load the lecture: ${attendanceMessages.lectureNotFound}`,
    );
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    gateway.set({ [record]: { body: mathsRecord() } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MA101 Mathematics' })).toBeInTheDocument();
  });
});
