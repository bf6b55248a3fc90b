/**
 * The office reads the institute at a glance and downloads its registers; a teacher reads only their own. After
 * this week's registers (sent through the API as the teachers' phones send them, one corrected by the office),
 * the admin's Dashboard shows today's register not taken, the trend of the last days with its table, the class
 * and the student below 75 %. Reports shows the class's register; its CSV is read back and its PDF's first page
 * is read back with pdf.js (the names as written, no glyph missing). The Chemistry teacher sees Chemistry's report and
 * is refused Mathematics, on screen and by the API. Every screen is audited with axe and photographed.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  daysAfter,
  type LectureResponse,
  type SubjectResponse,
  type SubmitLectureInput,
  type TeacherResponse,
} from '@rollcall/contracts';
import { readDrawing, readPdf } from '../../services/test/support/pdf-reading';
import { choose, signInWithForm } from '../harness/actions';
import { PHONE } from '../harness/browser';
import { GatewayApi } from '../harness/gateway-api';
import { temporaryPasswordOf } from '../harness/mail';
import { at, seen, textOf } from '../harness/page-checks';
import { seedAdmin, seedInstitute, seedSchool, signedInWithOwnPassword } from '../harness/seed';
import { flowSteps } from '../harness/steps';
import { chromiumForThisFile, personForThisBlock, screenLooks, seedBeforeAll } from '../harness/suite';

const INSTITUTE = {
  name: 'Riverside College',
  email: 'office@riversidecollege.edu',
  phoneNumber: '+91 80 4000 7100',
  address: '12 River Road, Bengaluru',
};
const ADMIN = { name: 'Meera Iyer', email: 'meera.iyer@riversidecollege.edu' };
const ADMIN_PASSWORD = 'Riverside!Office26';
const TEACHER = { name: 'Nisha Kulkarni', email: 'nisha.kulkarni@riversidecollege.edu' };
const CHEMISTRY_TEACHER = { name: 'Ravi Menon', email: 'ravi.menon@riversidecollege.edu' };
const CHEMISTRY_PASSWORD = 'Ravi!Teaches26';
const CLASS = 'B.Sc. Year 2 - A';
const MATHS = { name: 'Mathematics', code: 'MA201' };
const PHYSICS = { name: 'Physics', code: 'PH201' };
const CHEMISTRY = { name: 'Chemistry', code: 'CH201' };
const AARAV = { name: 'Aarav Mehta', email: 'aarav.mehta@riversidecollege.edu', rollNumber: 'R-01' };
const ANIKA = { name: 'अनिका शर्मा', email: 'anika.sharma@riversidecollege.edu', rollNumber: 'R-02' };
const TAMIL = { name: 'தமிழ்செல்வி', email: 'tamilselvi@riversidecollege.edu', rollNumber: 'R-03' };
const STUDENTS = [AARAV, ANIKA, TAMIL];

type Register = SubmitLectureInput & { id: string };

/**
 * Mathematics (period 1) three days ago, two days ago and yesterday, Physics (period 2) yesterday; today's
 * Mathematics is on the timetable and not taken. Aarav misses Mathematics three days ago and yesterday (the
 * office then corrects yesterday's to Present: 2 of 3, still below 75 %) and Physics yesterday.
 */
function registersOf(today: string, [maths, physics]: Array<{ id: string }>, students: Array<{ id: string; name: string }>) {
  const aarav = students.find((student) => student.name === AARAV.name)!.id;
  const register = (subjectId: string, heldOn: string, period: number, absent: string[]): Register => ({
    id: randomUUID(),
    subjectId,
    heldOn,
    period,
    marks: students.map((student) => ({ studentId: student.id, status: absent.includes(student.id) ? 'absent' : 'present' })),
  });
  return [
    register(maths!.id, daysAfter(today, -3), 1, [aarav]),
    register(maths!.id, daysAfter(today, -2), 1, []),
    register(maths!.id, daysAfter(today, -1), 1, [aarav]),
    register(physics!.id, daysAfter(today, -1), 2, [aarav]),
  ];
}

const browser = chromiumForThisFile();

describe("the office's dashboard and reports, and a teacher's own", () => {
  const step = flowSteps();
  const { look, assertClean } = screenLooks('reports');
  const seeded = seedBeforeAll(async (superadmin) => {
    const admin = await seedAdmin(superadmin, await seedInstitute(superadmin, INSTITUTE), ADMIN);
    const school = await seedSchool(admin, {
      adminPassword: ADMIN_PASSWORD,
      className: CLASS,
      teacher: TEACHER,
      subjects: [MATHS, PHYSICS],
      slot: { period: 1, startsAt: '00:00', endsAt: '00:45' },
      students: STUDENTS,
    });
    const office = await GatewayApi.signedIn('admin', { email: ADMIN.email, password: ADMIN_PASSWORD });
    const teacher = await signedInWithOwnPassword('teacher', school.teacher, 'Nisha!Teaches26');
    try {
      // Chemistry has a teacher of its own, who takes one register.
      const { teacher: ravi } = await office.call<TeacherResponse>('POST', '/admin/teachers', CHEMISTRY_TEACHER);
      const semesterId = await semesterOf(office, school.subjects[0]!.id);
      const { subject: chemistry } = await office.call<SubjectResponse>('POST', '/admin/subjects', {
        classId: school.classId,
        semesterId,
        kind: 'core',
        ...CHEMISTRY,
      });
      await office.call('PUT', `/admin/subjects/${chemistry.id}/teachers`, { teacherIds: [ravi.id] });
      const registers = registersOf(school.today, school.subjects, school.students);
      for (const register of registers) await teacher.call<LectureResponse>('POST', '/teacher/lectures', register);
      const aarav = school.students.find((student) => student.name === AARAV.name)!;
      await office.call('POST', `/admin/lectures/${registers[2]!.id}/corrections`, {
        studentId: aarav.id,
        status: 'present',
        reason: 'Medical certificate',
      });
      const chemistryTeacher = await signedInWithOwnPassword(
        'teacher',
        { email: CHEMISTRY_TEACHER.email, temporaryPassword: await temporaryPasswordOf(CHEMISTRY_TEACHER.email, 'teacher') },
        CHEMISTRY_PASSWORD,
      );
      try {
        await chemistryTeacher.call('POST', '/teacher/lectures', {
          id: randomUUID(),
          subjectId: chemistry.id,
          heldOn: daysAfter(school.today, -2),
          period: 3,
          marks: school.students.map((student) => ({ studentId: student.id, status: 'present' })),
        });
      } finally {
        await chemistryTeacher.dispose();
      }
      return { ...school, chemistry };
    } finally {
      await teacher.dispose();
      await office.dispose();
    }
  });
  const admin = personForThisBlock(browser);
  const chemistryTeacher = personForThisBlock(browser, PHONE);

  step("the admin's dashboard: today's register not taken, the trend, the class and the student below 75 %", async () => {
    const { page } = admin();
    await signInWithForm(page, 'Admin', ADMIN.email, ADMIN_PASSWORD);
    await at(page, '/admin/dashboard');
    await seen(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    const notTaken = await textOf(await seen(page.getByRole('region', { name: 'Registers not taken' })));
    expect(notTaken).toContain('Period 1');
    expect(notTaken).toContain(MATHS.name);
    expect(notTaken).toContain(TEACHER.name);
    expect(notTaken).toContain('Overdue');
    const below = await textOf(page.getByRole('region', { name: /students? below 75%/ }));
    expect(below).toContain('1 student below 75%');
    expect(below).toContain(AARAV.name);
    await look(page, '01-dashboard');

    // The daily trend as a table: yesterday's 6 marks, 5 present after the correction.
    await page.getByRole('button', { name: 'Show table' }).first().click();
    const yesterday = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
      new Date(`${daysAfter(seeded().today, -1)}T00:00:00Z`),
    );
    const row = await seen(page.getByRole('row', { name: new RegExp(`^${yesterday} `) }));
    expect(await textOf(row)).toMatch(/83\.3%\s*5 of 6/);
    await look(page, '02-dashboard-trend-table', { sizes: ['desktop'] });
  });

  step("the admin's report of the class, downloaded as CSV and as PDF", async () => {
    const { page } = admin();
    await page.getByRole('link', { name: AARAV.name }).click();
    await at(page, `/admin/reports?studentId=${seeded().students.find((student) => student.name === AARAV.name)!.id}`);
    await seen(page.getByRole('heading', { name: 'Reports', level: 1 }));
    const register = page.getByRole('region', { name: 'Attendance register (scrolls sideways)' });
    await seen(register.getByRole('row', { name: new RegExp(AARAV.name) }));
    expect(await register.getByRole('row').count()).toBe(2);
    await look(page, '03-report-of-a-student', { sizes: ['phone'] });
    await choose(page, 'Student', 'All students');
    await choose(page, 'Class', CLASS);
    await seen(register.getByRole('row', { name: new RegExp(ANIKA.name) }));
    expect(await textOf(register.getByRole('row', { name: new RegExp(AARAV.name) }))).toContain('60%');
    await look(page, '04-report-of-the-class');

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await csvDownload.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Roll number,Name,.*,Present,Total,Percentage$/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      `${AARAV.rollNumber},${AARAV.name}`,
      `${ANIKA.rollNumber},${ANIKA.name}`,
      `${TAMIL.rollNumber},${TAMIL.name}`,
    ]);
    // Aarav: Mathematics 2 of 3 after the correction, Physics 0 of 1, Chemistry 1 of 1.
    expect(lines[1]!.split(',').slice(-3)).toEqual(['3', '5', '60.0']);

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = (await pdfDownload.path())!;
    const file = await readFile(pdf);
    const pages = await readPdf(file);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.lines.join('\n');
    expect(text).toContain(INSTITUTE.name);
    expect(text).toContain(ANIKA.name);
    expect(text).toContain(TAMIL.name);
    expect(text).toContain('Page 1 of 1');
    const [drawn] = await readDrawing(file);
    expect(drawn!.glyphs.filter((glyph) => glyph.notdef)).toEqual([]);
  });

  step('the Chemistry teacher reads the report of Chemistry, and is refused Mathematics', async () => {
    const { page } = chemistryTeacher();
    const { subjects, chemistry } = seeded();
    await signInWithForm(page, 'Teacher', CHEMISTRY_TEACHER.email, CHEMISTRY_PASSWORD);
    await at(page, '/teacher');
    await page.getByRole('link', { name: 'My classes' }).click();
    await page.getByRole('button', { name: 'Reports' }).click();
    await at(page, '/teacher/classes/reports');
    const register = page.getByRole('region', { name: 'Attendance register (scrolls sideways)' });
    await seen(register.getByRole('row', { name: new RegExp(AARAV.name) }));
    expect(await textOf(register)).not.toContain(MATHS.code);
    await look(page, '06-teacher-report');

    const maths = subjects.find((subject) => subject.name === MATHS.name)!;
    await page.goto(`/teacher/classes/reports?subjectId=${maths.id}`);
    await seen(page.getByText('You do not teach this subject'));
    await look(page, '07-teacher-refused-another-subject');
    const api = await GatewayApi.signedIn('teacher', { email: CHEMISTRY_TEACHER.email, password: CHEMISTRY_PASSWORD });
    try {
      await expect(api.call('GET', `/teacher/reports/attendance?subjectId=${maths.id}&format=csv`)).rejects.toThrow(
        `403 {"success":false,"errors":["You do not teach this subject"]}`,
      );
      await api.call('GET', `/teacher/reports/attendance?subjectId=${chemistry.id}`);
    } finally {
      await api.dispose();
    }
  });

  step('no screen had a serious or critical accessibility violation, and no page failed', async () => {
    assertClean();
    expect(admin().pageErrors).toEqual([]);
    expect(chemistryTeacher().pageErrors).toEqual([]);
  });
});

/** The semester of a subject, as the office's subject list names it. */
async function semesterOf(office: GatewayApi, subjectId: string): Promise<string> {
  const { subjects } = await office.call<{ subjects: Array<{ id: string; semesterId: string }> }>('GET', '/admin/subjects');
  return subjects.find((subject) => subject.id === subjectId)!.semesterId;
}
