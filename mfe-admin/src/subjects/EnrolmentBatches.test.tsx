import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, ok, type Route } from '@rollcall/api-client/testing';
import type { Enrollment, EnrollmentRefusal, Student } from '@rollcall/contracts';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import {
  academicYearFixtures,
  academicYears,
  classFixtures,
  enrollmentFixtures,
  freezeToday,
  semesterFixtures,
  studentFixtures,
  subjectFixtures,
} from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';

const { maths, music } = subjectFixtures;
const { asha, ravi, zoya, kabir } = studentFixtures;
const meena: Student = { ...zoya, id: '0f000001-0000-4000-8000-000000000021', name: 'Meena Das', rollNumber: '10A-12' };
const arjun: Student = { ...zoya, id: '0f000001-0000-4000-8000-000000000022', name: 'Arjun Rao', rollNumber: '10A-13' };

const enrolments = `GET /admin/enrollments?subjectId=${music.id}`;
const classStudents = `GET /admin/students?classId=${classFixtures.tenA.id}`;

const enrolled = (student: Student, enrolledOn: string, droppedOn: string | null = null): Enrollment => ({
  id: `${student.id.slice(0, -4)}e001`,
  subjectId: music.id,
  studentId: student.id,
  studentName: student.name,
  rollNumber: student.rollNumber,
  enrolledOn,
  droppedOn,
});
const refusedOne = (student: Student, message: string): EnrollmentRefusal => ({
  studentId: student.id,
  studentName: student.name,
  rollNumber: student.rollNumber,
  message,
});

/** The Subject page of 15 January 2026 with Music's enrolments open: Asha enrolled, Ravi dropped. */
async function openEnrolments(routes: Record<string, Route> = {}, semesterId: string = semesterFixtures.spring2026.id) {
  const user = userEvent.setup();
  const gateway = adminGateway({
    'GET /admin/academic-years': ok({ academicYears }),
    'GET /admin/classes': ok({ classes: [classFixtures.tenA, classFixtures.tenB] }),
    [`GET /admin/subjects?semesterId=${semesterId}`]: ok({ subjects: [maths, { ...music, semesterId }] }),
    [enrolments]: ok({ enrollments: [enrollmentFixtures.ashaInMusic, enrollmentFixtures.raviDroppedMusic] }),
    [classStudents]: ok({ students: [asha, ravi, zoya, kabir, meena, arjun] }),
    ...routes,
  });
  renderAdmin('/admin/subject');
  await user.click(await screen.findByRole('button', { name: 'Enrolments in Music' }));
  const panel = screen.getByRole('region', { name: 'Enrolments in Music' });
  await within(panel).findByRole('table', { name: 'Students enrolled in Music' });
  return { user, gateway, panel };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, button: string, title: string) {
  await user.click(within(panel).getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: title });
  await within(dialog).findByRole('group', { name: 'Students' });
  return dialog;
}

const box = (inside: HTMLElement, name: string) => within(inside).getByRole('checkbox', { name });

describe('Enrolling and dropping many students of an elective', () => {
  beforeEach(() => freezeToday('2026-01-15'));
  afterEach(() => jest.useRealTimers());

  it('enrols the whole class except one in a single call, showing who is enrolled already', async () => {
    const held = heldReply();
    const { user, gateway, panel } = await openEnrolments({ 'POST /admin/enrollments/bulk': held.route });
    const dialog = await openDialog(user, panel, 'Enrol students', 'Enrol students in Music');

    // The class's students by their list's order; the archived one is not offered, the enrolled one cannot be chosen.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')?.textContent),
    ).toEqual([
      'Select all',
      'Asha Verma10A-10 · Already enrolled',
      'Ravi Kumar10A-2',
      'Zoya Khan10A-11',
      'Meena Das10A-12',
      'Arjun Rao10A-13',
    ]);
    expect(box(dialog, 'Asha Verma')).toBeDisabled();
    expect(box(dialog, 'Asha Verma')).toHaveAccessibleDescription('10A-10 · Already enrolled');
    expect(within(dialog).getByLabelText('Enrolled from')).toHaveValue('2026-01-15');

    await user.click(box(dialog, 'Select all'));
    await user.click(box(dialog, 'Zoya Khan'));
    expect(within(dialog).getByText('3 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enrol 3 students' }));
    expect(within(dialog).getByRole('button', { name: 'Enrolling...' })).toBeDisabled();
    expect(box(dialog, 'Ravi Kumar')).toBeDisabled();
    expect(gateway.callsTo('POST /admin/enrollments/bulk')).toHaveLength(1);
    expect(gateway.callsTo('POST /admin/enrollments/bulk')[0]?.body).toEqual({
      subjectId: music.id,
      studentIds: [ravi.id, meena.id, arjun.id],
      from: '2026-01-15',
    });

    await act(async () =>
      held.release(
        ok({
          from: '2026-01-15',
          enrollments: [ravi, meena, arjun].map((student) => enrolled(student, '2026-01-15')),
          refused: [],
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('3 students enrolled in Music')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo(enrolments)).toHaveLength(2));
  });

  it('names each student who was not enrolled, with why, beside how many were', async () => {
    const clash = '10A-11 Zoya Khan is enrolled in Art, which meets at the same time as this subject (Monday period 2)';
    const { user, gateway, panel } = await openEnrolments({
      'POST /admin/enrollments/bulk': ok({
        from: '2026-01-20',
        enrollments: [enrolled(ravi, '2026-01-20')],
        refused: [refusedOne(zoya, clash), refusedOne(meena, 'The student is not in this class on that date')],
      }),
    });
    const dialog = await openDialog(user, panel, 'Enrol students', 'Enrol students in Music');
    const search = within(dialog).getByRole('searchbox', { name: 'Search students' });
    await user.type(search, 'zoya');
    await user.click(box(dialog, 'Zoya Khan'));
    await user.clear(search);
    await user.click(box(dialog, 'Ravi Kumar'));
    await user.click(box(dialog, 'Meena Das'));
    const day = within(dialog).getByLabelText('Enrolled from');
    await user.clear(day);
    await user.type(day, '2026-01-20');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol 3 students' }));

    expect(gateway.callsTo('POST /admin/enrollments/bulk')[0]?.body).toEqual({
      subjectId: music.id,
      studentIds: [ravi.id, zoya.id, meena.id],
      from: '2026-01-20',
    });
    const outcome = await screen.findByRole('dialog', { name: 'Enrol students in Music' });
    expect(within(outcome).getByText('1 student enrolled in Music')).toBeInTheDocument();
    expect(within(outcome).getByText('2 students not enrolled:')).toBeInTheDocument();
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Zoya Khan (10A-11): ${clash}`, 'Meena Das (10A-12): The student is not in this class on that date']);
    await waitFor(() => expect(gateway.callsTo(enrolments)).toHaveLength(2));
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(outcome).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 student enrolled in Music; 2 students not')).toBeInTheDocument();
  });

  it('asks for a student before sending, and keeps a refusal of the whole batch in the dialog', async () => {
    const { user, gateway, panel } = await openEnrolments({
      'POST /admin/enrollments/bulk': failure(409, "The date must fall within the subject's semester (2025-12-01 to 2026-05-31)"),
    });
    const dialog = await openDialog(user, panel, 'Enrol students', 'Enrol students in Music');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(within(dialog).getByRole('group', { name: 'Students' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose at least one student'),
    );
    expect(gateway.callsTo('POST /admin/enrollments/bulk')).toHaveLength(0);

    await user.click(box(dialog, 'Arjun Rao'));
    const day = within(dialog).getByLabelText('Enrolled from');
    await user.clear(day);
    await user.type(day, '2026-06-02');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol 1 student' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The date must fall within the subject's semester (2025-12-01 to 2026-05-31)",
    );
    expect(box(dialog, 'Arjun Rao')).toBeChecked();
  });

  it("says in words when the class's students could not be loaded, and loads them again on Retry", async () => {
    const { user, gateway, panel } = await openEnrolments({
      [classStudents]: failure(503, 'The service is not available. Please try again in a moment.'),
    });
    await user.click(within(panel).getByRole('button', { name: 'Enrol students' }));
    const dialog = screen.getByRole('dialog', { name: 'Enrol students in Music' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is not available. Please try again in a moment.',
    );
    gateway.set({ [classStudents]: ok({ students: [asha, ravi] }) });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Ravi Kumar' })).toBeEnabled();
  });

  it("opens on the semester's first day when the semester has not begun", async () => {
    freezeToday('2025-11-20');
    // On 20 November 2025 no semester has begun: the page opens on the newest, 2026–27's Semester 2.
    const { user, panel } = await openEnrolments({}, academicYearFixtures.year2026.semesters[1]!.id);
    const dialog = await openDialog(user, panel, 'Enrol students', 'Enrol students in Music');
    expect(within(dialog).getByLabelText('Enrolled from')).toHaveValue('2026-12-01');
  });

  it('drops the chosen students still enrolled from a day, in a single call', async () => {
    const { user, gateway, panel } = await openEnrolments({
      [enrolments]: ok({ enrollments: [enrollmentFixtures.ashaInMusic, enrolled(zoya, '2026-01-05')] }),
      'POST /admin/enrollments/drop-bulk': ok({
        from: '2026-02-01',
        enrollments: [{ ...enrollmentFixtures.ashaInMusic, droppedOn: '2026-02-01' }],
        refused: [],
      }),
    });
    const dialog = await openDialog(user, panel, 'Drop students', 'Drop students from Music');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')?.textContent),
    ).toEqual(['Select all', 'Asha Verma10A-10', 'Zoya Khan10A-11']);
    const day = within(dialog).getByLabelText('Dropped from');
    expect(day).toHaveValue('2026-01-15');
    expect(day).toHaveAccessibleDescription('The first day no longer enrolled; earlier marks stay');
    await user.click(box(dialog, 'Asha Verma'));
    await user.clear(day);
    await user.type(day, '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Drop 1 student' }));
    expect(gateway.callsTo('POST /admin/enrollments/drop-bulk')[0]?.body).toEqual({
      subjectId: music.id,
      studentIds: [asha.id],
      from: '2026-02-01',
    });
    expect(await screen.findByText('1 student dropped from Music')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Drop students only while someone is enrolled', async () => {
    const { panel } = await openEnrolments({ [enrolments]: ok({ enrollments: [enrollmentFixtures.raviDroppedMusic] }) });
    expect(within(panel).getByRole('button', { name: 'Enrol students' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Drop students' })).not.toBeInTheDocument();
  });

  it('passes axe: the enrol dialog with its list ticked', async () => {
    const { user, panel } = await openEnrolments();
    const dialog = await openDialog(user, panel, 'Enrol students', 'Enrol students in Music');
    await user.click(box(dialog, 'Select all'));
    await user.click(box(dialog, 'Ravi Kumar'));
    expect(box(dialog, 'Select all')).toHaveProperty('indeterminate', true);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
