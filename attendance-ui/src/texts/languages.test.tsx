import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { attendanceMessages } from '@rollcall/contracts';
import { chooseLanguage } from '@rollcall/i18n';
import { renderRoute } from '@rollcall/ui-kit/testing';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import type { AttendanceArea } from '../data/keys';
import { LectureRecord } from '../LectureRecord/LectureRecord';
import { AttendanceReport } from '../Report/AttendanceReport';
import { attendanceReport, lectureFixtures, mathsRecord } from '../testing/fixtures';

const { maths } = lectureFixtures;

function showRecord(area: AttendanceArea, routes: Record<string, Route> = {}) {
  mockGateway({ [`GET /${area}/lectures/${maths.id}`]: { body: mathsRecord() }, ...routes });
  renderRoute('/lecture', { '/lecture': <LectureRecord area={area} lectureId={maths.id} /> });
}

function showReport(area: AttendanceArea) {
  mockGateway({ [`GET /${area}/reports/attendance`]: ok(attendanceReport()) });
  const choices = { semesters: [], classes: [], subjects: [] };
  renderRoute('/reports', {
    '/reports': <AttendanceReport area={area} filter={{}} onFilterChange={() => {}} useChoices={() => choices} canDownload />,
  });
}

beforeEach(() => act(() => chooseLanguage('hi')));
afterEach(() => act(() => chooseLanguage('en')));

describe('the shared views in Hindi', () => {
  it('read a lecture’s record in Hindi: its day and month, its counts in plural forms, the window', async () => {
    showRecord('teacher');
    expect(await screen.findByText('Class 10 A · सोमवार, 12 जनवरी 2026 · पीरियड 2')).toBeInTheDocument();
    expect(screen.getByText('3 छात्रों में से 2 उपस्थित, 1 अनुपस्थित')).toBeInTheDocument();
    expect(screen.getByText('1 सुधार')).toBeInTheDocument();
    expect(screen.getByText('शिक्षक 14 जन॰ 2026 तक सुधार सकते हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'R-003 Asha Rao का निशान सुधारें' })).toHaveTextContent('सुधारें');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('say in Hindi why a correction was refused, the status the server named in its English answer', async () => {
    const user = userEvent.setup();
    showRecord('teacher', {
      [`POST /teacher/lectures/${maths.id}/corrections`]: failure(400, attendanceMessages.sameStatus('present')),
    });
    await user.click(await screen.findByRole('button', { name: 'R-003 Asha Rao का निशान सुधारें' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'उपस्थित' }));
    await user.type(within(dialog).getByRole('textbox', { name: /कारण/ }), 'गलत छात्र चुना गया था');
    await user.click(within(dialog).getByRole('button', { name: 'सुधार सहेजें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('यह निशान पहले से ही उपस्थित है');
  });

  it('sum a report up in Hindi, its percentage as Intl writes it in Hindi', async () => {
    showReport('teacher');
    expect(await screen.findByText('3 छात्र · 3 लेक्चर · कुल 75% उपस्थिति')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('stay English in the office’s area, whatever the browser shows', async () => {
    showRecord('admin');
    expect(await screen.findByText('Class 10 A · Monday, 12 January 2026 · Period 2')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 present, 1 absent')).toBeInTheDocument();
  });

  it('keep the office’s report English too', async () => {
    showReport('admin');
    expect(await screen.findByText('3 students · 3 lectures · 75% present overall')).toBeInTheDocument();
  });
});
