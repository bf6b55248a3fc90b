import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { failure, fileReply, heldReply, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { type ReportRow, reportMessages } from '@rollcall/contracts';
import { addressBar, chooseOption, renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { attendanceReport, reportSubjects } from '../testing/fixtures';
import type { AttendanceArea } from '../data/keys';
import { AttendanceReport } from './AttendanceReport';
import { reportFilterOf, reportSearch } from './reportFilter';
import type { FilterChoices } from './useReportChoices';
import { attendanceViewTexts } from '../texts/texts';

const english = attendanceViewTexts.english;

const { semester, maths } = reportSubjects;
const classId = '3f000000-0000-4000-8000-000000000001';
const bina = attendanceReport().rows[1];
const choices: FilterChoices = {
  semesters: [{ value: semester.id, label: 'Semester 1' }],
  classes: [{ value: classId, label: 'Class 10 A' }],
  subjects: [{ value: maths.id, label: 'MA101 Mathematics' }],
};
const useChoices = () => choices;

/** The report as a page shows it: its filters kept in the address. */
function ReportPage({ area, canDownload }: { area: AttendanceArea; canDownload: boolean }) {
  const [search, setSearch] = useSearchParams();
  return (
    <AttendanceReport
      area={area}
      filter={reportFilterOf(search)}
      onFilterChange={(filter) => setSearch(reportSearch(filter))}
      useChoices={useChoices}
      canDownload={canDownload}
    />
  );
}

const ALL = 'GET /admin/reports/attendance';

function showReport(
  routes: Record<string, Route>,
  { at = '/reports', area = 'admin' as AttendanceArea, canDownload = true } = {},
) {
  const gateway = mockGateway(routes);
  renderRoute(at, { '/reports': <ReportPage area={area} canDownload={canDownload} /> });
  return gateway;
}

const register = () => screen.getByRole('region', { name: english('report.register') });
const rowOf = (name: string) =>
  within(register())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AttendanceReport', () => {
  it('shows the register: a summary, the filter as its caption, lecture headers, marks as letters and the counts last', async () => {
    showReport({ [ALL]: ok(attendanceReport()) });
    const table = await screen.findByRole('table', { name: 'Semester 1 · 2026-06-01 to 2026-11-30' });
    expect(screen.getByText('3 students · 3 lectures · 75% present overall')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Roll number · Name',
      '2026-07-01 P1 MA101',
      '2026-07-01 P2 PH101',
      '2026-07-02 P1 MA101',
      'Present',
      'Total',
      'Percentage',
    ]);
    expect(register()).toHaveAttribute('tabindex', '0');
    expect(cellsOf('Anil Kumar')).toEqual(['P', 'P', 'P', '3', '3', '100%']);
    expect(cellsOf('Asha Rao')).toEqual(['·No mark', 'P', 'P', '2', '2', '100%']);
    expect(within(rowOf('Anil Kumar')).getByRole('rowheader')).toHaveTextContent('R-001 Anil Kumar');
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveTextContent('Semester 1');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('counts the registers taken, and names the subject of each mark in a period of parallel electives', async () => {
    const sample = attendanceReport();
    const [anil, bina, asha] = sample.rows as [ReportRow, ReportRow, ReportRow];
    const electives = { heldOn: '2026-07-02', period: 3, subjects: ['ART1', 'MUS1'] };
    const withElective = (row: ReportRow, mark: string, subjects: string[]): ReportRow => {
      const present = row.present + mark.split('/').filter((part) => part === 'P').length;
      const total = row.total + subjects.length;
      const percentage = Math.round((present / total) * 1000) / 10;
      return { ...row, marks: [...row.marks, mark], markSubjects: [...row.markSubjects, subjects], present, total, percentage };
    };
    showReport({
      [ALL]: ok(
        attendanceReport({
          columns: [...sample.columns, electives],
          rows: [
            withElective(anil, 'P', ['ART1']),
            withElective(bina, 'A', ['MUS1']),
            withElective(asha, 'A/P', ['ART1', 'MUS1']),
          ],
          totals: { present: 8, total: 12, percentage: 66.7 },
          lectures: 5,
        }),
      ),
    });
    await screen.findByRole('table');
    expect(screen.getByText('3 students · 5 lectures · 66.7% present overall')).toBeInTheDocument();
    expect(within(register()).getByRole('columnheader', { name: '2026-07-02 P3 ART1/MUS1' })).toBeInTheDocument();
    expect(cellsOf('Anil Kumar')).toEqual(['P', 'P', 'P', 'P ART1', '4', '4', '100%']);
    expect(cellsOf('Bina Das')).toEqual(['A', 'P', 'A', 'A MUS1', '1', '4', 'Below 75%: 25%']);
    expect(cellsOf('Asha Rao')).toEqual(['·No mark', 'P', 'P', 'A ART1/P MUS1', '3', '4', '75%']);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('marks the students below the threshold in words as well as by colour', async () => {
    showReport({ [ALL]: ok(attendanceReport()) });
    await screen.findByRole('table');
    expect(cellsOf('Bina Das')).toEqual(['A', 'P', 'A', '1', '3', 'Below 75%: 33.3%']);
    expect(cellsOf('Anil Kumar').at(-1)).toBe('100%');
  });

  it('sends exactly the chosen filters and keeps them in the address', async () => {
    const user = userEvent.setup();
    const ofClass = `${ALL}?classId=${classId}`;
    const ofMaths = `${ofClass}&subjectId=${maths.id}`;
    const fromJuly = `${ofMaths}&from=2026-07-02`;
    const ofBina = `${fromJuly.replace('&from', `&studentId=${bina!.studentId}&from`)}`;
    const gateway = showReport({
      [ALL]: ok(attendanceReport()),
      [ofClass]: ok(attendanceReport()),
      [ofMaths]: ok(attendanceReport()),
      [fromJuly]: ok(attendanceReport()),
      [ofBina]: ok(attendanceReport({ rows: [bina!] })),
    });
    await screen.findByRole('table');
    await chooseOption(user, 'Class', 'Class 10 A');
    await waitFor(() => expect(gateway.callsTo(ofClass)).toHaveLength(1));
    await chooseOption(user, 'Subject', 'MA101 Mathematics');
    await waitFor(() => expect(gateway.callsTo(ofMaths)).toHaveLength(1));
    await user.type(screen.getByLabelText('From'), '2026-07-02');
    await waitFor(() => expect(gateway.callsTo(fromJuly)).toHaveLength(1));
    await chooseOption(user, 'Student', 'R-002 Bina Das · Class 10 A');
    await waitFor(() => expect(gateway.callsTo(ofBina)).toHaveLength(1));
    expect(addressBar()).toHaveTextContent(ofBina.replace(ALL, '/reports'));
    await waitFor(() => expect(within(register()).getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Student' })).toHaveTextContent('R-002 Bina Das');
  });

  it('says when no student matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const ofMaths = `${ALL}?subjectId=${maths.id}`;
    const gateway = showReport(
      { [ofMaths]: ok(attendanceReport({ rows: [], columns: [] })), [ALL]: ok(attendanceReport()) },
      { at: `/reports?subjectId=${maths.id}` },
    );
    expect(await screen.findByText(english('report.noMatches'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: english('filter.clear') }));
    await screen.findByRole('table');
    expect(gateway.callsTo(ALL)).toHaveLength(1);
    expect(addressBar()).toHaveTextContent(/^\/reports$/);
  });

  it('says calmly when the report is too large, and still offers it as CSV', async () => {
    showReport({ [ALL]: failure(400, reportMessages.tooLarge(1500, 540)) });
    expect(await screen.findByText(reportMessages.tooLarge(1500, 540))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: english('report.downloadCsv') })).toBeEnabled();
    expect(screen.queryByRole('button', { name: english('report.downloadPdf') })).not.toBeInTheDocument();
  });

  it("shows a teacher's refusal of another subject as its own words", async () => {
    const ofOther = `GET /teacher/reports/attendance?subjectId=${maths.id}`;
    showReport(
      { [ofOther]: failure(403, 'You do not teach this subject') },
      { at: `/reports?subjectId=${maths.id}`, area: 'teacher' },
    );
    expect(await screen.findByText('You do not teach this subject')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then a failure with Retry', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = showReport({ [ALL]: held.route });
    expect(await screen.findByText('Loading the report')).toBeInTheDocument();
    held.release(failure(500, 'The database is busy'));
    expect(await screen.findByText('Failed to load the report: The database is busy')).toBeInTheDocument();
    gateway.set({ [ALL]: ok(attendanceReport()) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('AttendanceReport downloads', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches exactly the filters on screen as CSV, busy while it is prepared, and saves it by its name', async () => {
    const user = userEvent.setup();
    const ofMaths = `${ALL}?subjectId=${maths.id}`;
    const held = heldReply();
    const gateway = showReport(
      { [ofMaths]: ok(attendanceReport()), [`${ofMaths}&format=csv`]: held.route },
      { at: `/reports?subjectId=${maths.id}` },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: english('report.downloadCsv') }));
    const busy = screen.getByRole('button', { name: english('report.preparingCsv') });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: english('report.downloadPdf') })).toBeDisabled();
    held.release(fileReply('Roll number,Name\n', 'text/csv', 'attendance-ma101.csv'));
    await waitFor(() => expect(saved).toEqual(['attendance-ma101.csv blob:report']));
    expect(screen.getByRole('button', { name: english('report.downloadCsv') })).toBeEnabled();
    expect(gateway.callsTo(`${ofMaths}&format=csv`)).toHaveLength(1);
  });

  it('fetches the PDF the same way, and shows a refusal next to the buttons', async () => {
    const user = userEvent.setup();
    const held = heldReply();
    const gateway = showReport({ [ALL]: ok(attendanceReport()), [`${ALL}?format=pdf`]: held.route });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: english('report.downloadPdf') }));
    expect(screen.getByRole('button', { name: english('report.preparingPdf') })).toBeDisabled();
    held.release(failure(403, reportMessages.noExport));
    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.noExport);
    expect(saved).toEqual([]);
    expect(gateway.callsTo(`${ALL}?format=pdf`)).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('offers no downloads when told not to', async () => {
    showReport({ [ALL]: ok(attendanceReport()) }, { canDownload: false });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: english('report.downloadCsv') })).not.toBeInTheDocument();
  });
});
