import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { IMPORT_BYTES_MAX, type ImportPreviewRow } from '@rollcall/contracts';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { renderAdmin } from '../../test/area';
import { adminGateway } from '../../test/gateway';
import { academicYears, classFixtures, semesterFixtures, studentFixtures } from '../../test/fixtures';
import { enrolmentImport, ImportButton, teacherImport } from '.';

const csv = [
  'name,email,rollNumber,class,guardianName,guardianEmail',
  'Ravi Kumar,ravi@greenfield.edu,11,Class 10 A,Sunita Kumar,sunita@mail.com',
  'Nisha Rao,nisha@greenfield.edu,12,Class 10 A,,',
  '',
].join('\n');
const rows: ImportPreviewRow[] = [
  {
    line: 2,
    name: 'Ravi Kumar',
    email: 'ravi@greenfield.edu',
    rollNumber: '11',
    className: 'Class 10 A',
    guardianName: 'Sunita Kumar',
    guardianEmail: 'sunita@mail.com',
  },
  { line: 3, name: 'Nisha Rao', email: 'nisha@greenfield.edu', rollNumber: '12', className: 'Class 10 A' },
];
const lineErrors = [
  'Line 2: Please enter a valid email address',
  'Line 2: Guardian: Name is required',
  'Line 3: Please select a class',
];
const file = (text = csv, name = 'students.csv') => new File([text], name, { type: 'text/csv' });
const preview = 'POST /admin/students/import?preview=true';

async function openImport(routes: Record<string, Route> = {}) {
  const gateway = adminGateway({
    'GET /admin/classes': ok({ classes: [classFixtures.tenA, classFixtures.tenB] }),
    'GET /admin/students': ok({ students: Object.values(studentFixtures) }),
    ...routes,
  });
  renderAdmin('/admin/administration/students');
  await userEvent.click(await screen.findByRole('button', { name: 'Import students' }));
  return { gateway, dialog: screen.getByRole('dialog', { name: 'Import students' }) };
}

const importButton = (dialog: HTMLElement, name: string | RegExp = /^Import/) => within(dialog).getByRole('button', { name });
/** The text of a file a link downloads from its data: address. */
const hrefText = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','));

describe('CSV import', () => {
  it('names the columns and offers a template of them', async () => {
    const { dialog } = await openImport();
    expect(within(dialog).getByLabelText('CSV file')).toHaveAttribute('accept', '.csv,text/csv');
    const template = within(dialog).getByRole('link', { name: 'Download a template' });
    expect(hrefText(template)).toBe(
      'name,email,rollNumber,class,guardianName,guardianEmail,guardian2Name,guardian2Email\n' +
        'Ananya Iyer,ananya.iyer@school.edu.in,8B-14,Grade 8 B,Lakshmi Iyer,lakshmi.iyer@gmail.com,Ramesh Iyer,ramesh.iyer@gmail.com\n',
    );
    expect(template).toHaveAttribute('download', 'students-template.csv');
    const names = within(dialog).getByText('rollNumber', { selector: 'p > code' }).parentElement!;
    expect([...names.querySelectorAll('code')].map((name) => name.textContent)).toEqual([
      ...'name email rollNumber class guardianName guardianEmail guardian2Name guardian2Email'.split(' '),
    ]);
    const otherNames = within(dialog).getByText('Other names each column is read by').closest('details')!;
    const item = (name: string) => within(otherNames).getByText(name).closest('li');
    expect(item('rollNumber')).toHaveTextContent('rollNumber or Roll Number, Roll No., Roll No, roll_number, RollNo');
    expect(item('guardian2Email')).toHaveTextContent('(optional)');
    expect(importButton(dialog, 'Import students')).toBeDisabled();
  });

  it('previews the rows and every problem by line; Import stays off until another file reads clean', async () => {
    const user = userEvent.setup();
    const { gateway, dialog } = await openImport({ [preview]: ok({ rows, errors: lineErrors }) });
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    const problems = await within(dialog).findByRole('alert');
    expect(problems).toHaveTextContent('2 lines need fixing');
    for (const error of lineErrors) expect(within(problems).getByText(error)).toBeInTheDocument();
    expect(gateway.callsTo(preview)[0]?.body).toBe(csv);
    const table = within(dialog).getByRole('table', { name: '2 students in the file' });
    expect(within(table).getByRole('row', { name: /Ravi Kumar/ })).toHaveTextContent('Sunita Kumar (sunita@mail.com)');
    expect(within(table).getByRole('row', { name: /Nisha Rao/ })).toHaveTextContent('12');
    expect(importButton(dialog)).toBeDisabled();

    gateway.set({ [preview]: ok({ rows, errors: [] }) });
    await user.upload(within(dialog).getByLabelText('CSV file'), file(csv, 'fixed.csv'));
    await waitFor(() => expect(importButton(dialog, 'Import 2 students')).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('imports every row in one go, showing the progress, then says how many and refreshes the list', async () => {
    const user = userEvent.setup();
    const saving = heldReply();
    const { gateway, dialog } = await openImport({
      [preview]: ok({ rows, errors: [] }),
      'POST /admin/students/import': saving.route,
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 students' }));
    expect(within(dialog).getByRole('button', { name: 'Importing 2 students...' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Importing 2 students...' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(gateway.callsTo('POST /admin/students/import')[0]?.body).toBe(csv);

    const before = gateway.callsTo('GET /admin/students').length;
    saving.release({ status: 201, body: { success: true, created: 2 } });
    expect(await within(dialog).findByText('Imported 2 students')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET /admin/students').length).toBeGreaterThan(before));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a refused import's problems by line, nothing saved", async () => {
    const user = userEvent.setup();
    const { dialog } = await openImport({
      [preview]: ok({ rows, errors: [] }),
      'POST /admin/students/import': failure(400, 'Line 3: Roll number 12 is already taken in Class 10 A'),
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 students' }));
    const problems = await within(dialog).findByRole('alert');
    expect(problems).toHaveTextContent('1 line needs fixing');
    expect(problems).toHaveTextContent('Line 3: Roll number 12 is already taken in Class 10 A');
    expect(problems).toHaveTextContent('Nothing was saved');
    expect(importButton(dialog)).toBeDisabled();
  });

  it('a file the server cannot read at all shows why, and another can be chosen', async () => {
    const user = userEvent.setup();
    const { dialog } = await openImport({
      [preview]: failure(
        400,
        'The first line must name the columns: name, email, rollNumber, class, guardianName, guardianEmail',
      ),
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file('nom,courriel\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file needs fixing');
    expect(within(dialog).getByLabelText('CSV file')).toBeEnabled();
  });

  it('refuses a file over the size limit before uploading it', async () => {
    const user = userEvent.setup();
    const { gateway, dialog } = await openImport();
    const large = file();
    Object.defineProperty(large, 'size', { value: IMPORT_BYTES_MAX + 1 });
    await user.upload(within(dialog).getByLabelText('CSV file'), large);
    expect(within(dialog).getByLabelText('CSV file')).toHaveAccessibleDescription(
      /The file is larger than 5 MB: split it into smaller files/,
    );
    expect(gateway.callsTo(preview)).toHaveLength(0);
  });

  it('refuses a file that is not UTF-8 text before uploading it, naming its line', async () => {
    const user = userEvent.setup();
    const { gateway, dialog } = await openImport({ [preview]: ok({ rows, errors: [] }) });
    const utf8 = new TextEncoder().encode(csv);
    // Latin-1's "é" in "Bela" on line 3, as a spreadsheet saving "CSV" in a Western encoding writes it.
    const latin1 = new File(
      [utf8.subarray(0, csv.indexOf('Nisha')), new Uint8Array([0x42, 0xe9]), utf8.subarray(csv.indexOf('Nisha'))],
      'students.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(within(dialog).getByLabelText('CSV file'), latin1);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('CSV file')).toHaveAccessibleDescription(
        /Line 3: The file is not UTF-8 text\. Save it as "CSV UTF-8" and upload it again/,
      ),
    );
    expect(gateway.callsTo(preview)).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    await waitFor(() => expect(gateway.callsTo(preview)).toHaveLength(1));
    expect(gateway.callsTo(preview)[0]!.body).toBe(csv);
  });

  it('imports teachers the same way, at their own address', async () => {
    const user = userEvent.setup();
    const gateway = mockGateway({
      'POST /admin/teachers/import?preview=true': ok({
        rows: [{ line: 2, name: 'Kavya Menon', email: 'kavya@greenfield.edu' }],
        errors: [],
      }),
      'POST /admin/teachers/import': { status: 201, body: { success: true, created: 1 } },
    });
    renderRoute('/teachers', { '/teachers': <ImportButton kind={teacherImport} /> });
    await user.click(screen.getByRole('button', { name: 'Import teachers' }));
    const dialog = screen.getByRole('dialog', { name: 'Import teachers' });
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      file('name,email\nKavya Menon,kavya@greenfield.edu\n', 'teachers.csv'),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 teacher' }));
    expect(await within(dialog).findByText('Imported 1 teacher')).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/teachers/import')).toHaveLength(1);
  });

  it('stays all or nothing unless the admin chooses the good lines: then imports those and offers the others as a file', async () => {
    const user = userEvent.setup();
    const badLines =
      'error,name,email,rollNumber,class,guardianName,guardianEmail\nPlease select a class,Nisha Rao,nisha@greenfield.edu,12,,,\n';
    const saving = heldReply();
    const { gateway, dialog } = await openImport({
      [preview]: ok({ rows, errors: ['Line 3: Class "Class 9-Z" not found'] }),
      'POST /admin/students/import?skipBadLines=true': saving.route,
    });
    expect(within(dialog).getByRole('radio', { name: /Import nothing until every line is right/ })).toBeChecked();
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 line needs fixing');
    expect(importButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /Import the good lines, download the others/ }));
    expect(dialog).toHaveTextContent('1 student will be imported; 1 line with problems will be left out.');
    await user.click(importButton(dialog, 'Import 1 student'));
    expect(within(dialog).getByRole('progressbar', { name: 'Importing 1 student...' })).toBeInTheDocument();
    expect(gateway.callsTo('POST /admin/students/import?skipBadLines=true')[0]?.body).toBe(csv);

    saving.release({ status: 201, body: { success: true, created: 1, skipped: 1, badLines } });
    expect(await within(dialog).findByText('Imported 1 student')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 line with problems was left out.');
    const download = within(dialog).getByRole('link', { name: 'Download the line left out' });
    expect(hrefText(download)).toBe(`\ufeff${badLines}`);
    expect(download).toHaveAttribute('download', 'students-left-out.csv');
    expect(gateway.callsTo('POST /admin/students/import')).toHaveLength(0);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('imports enrolments into the current semester or the one chosen, checking the file again for it', async () => {
    const user = userEvent.setup();
    const enrolmentCsv = 'Roll No,Class,Subject Code\n11,Class 10 A,ART1\n';
    const row = (subjectName: string) => ({
      line: 2,
      rollNumber: '11',
      studentName: 'Ravi Kumar',
      className: 'Class 10 A',
      subjectCode: 'ART1',
      subjectName,
      enrolledOn: '2026-06-15',
    });
    const chosen = semesterFixtures.autumn2026;
    const gateway = mockGateway({
      'GET /admin/academic-years': ok({ academicYears }),
      'POST /admin/enrollments/import?preview=true': ok({
        semester: semesterFixtures.spring2026,
        rows: [row('Art')],
        errors: [],
      }),
      [`POST /admin/enrollments/import?preview=true&semesterId=${chosen.id}`]: ok({
        semester: chosen,
        rows: [row('Art and Craft')],
        errors: [],
      }),
      [`POST /admin/enrollments/import?semesterId=${chosen.id}`]: { status: 201, body: { success: true, created: 1 } },
    });
    renderRoute('/students', { '/students': <ImportButton kind={enrolmentImport} /> });
    await user.click(screen.getByRole('button', { name: 'Import enrolments' }));
    const dialog = screen.getByRole('dialog', { name: 'Import enrolments' });
    await user.upload(within(dialog).getByLabelText('CSV file'), file(enrolmentCsv, 'enrolments.csv'));
    const table = await within(dialog).findByRole('table', { name: '1 enrolment in the file, for Semester 2' });
    expect(within(table).getByRole('row', { name: /Ravi Kumar/ })).toHaveTextContent('Art');

    await user.click(within(dialog).getByRole('combobox', { name: 'Semester' }));
    await user.click(await screen.findByRole('option', { name: `2026–27 – ${chosen.name}` }));
    expect(await within(dialog).findByRole('table', { name: `1 enrolment in the file, for ${chosen.name}` })).toHaveTextContent(
      'Art and Craft',
    );
    await user.click(importButton(dialog, 'Import 1 enrolment'));
    expect(await within(dialog).findByText('Imported 1 enrolment')).toBeInTheDocument();
    expect(gateway.callsTo(`POST /admin/enrollments/import?semesterId=${chosen.id}`)[0]?.body).toBe(enrolmentCsv);
  });

  it('passes axe, with a preview and its problems', async () => {
    const user = userEvent.setup();
    const { dialog } = await openImport({ [preview]: ok({ rows, errors: lineErrors }) });
    await user.upload(within(dialog).getByLabelText('CSV file'), file());
    await within(dialog).findByRole('alert');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
