import type { ApiError } from '@rollcall/api-client';
import { SearchX } from 'lucide-react';
import type { AttendanceReportResponse } from '@rollcall/contracts';
import { formatPercent } from '@rollcall/i18n';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button, Notice } from '@rollcall/ui-kit';
import { ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { AreaTexts } from '../common/AreaTexts';
import { useAttendanceReport } from '../data/hooks';
import type { AttendanceArea } from '../data/keys';
import { type AttendanceWords, useAttendanceTexts } from '../texts/texts';
import { ReportDownloads } from './ReportDownloads';
import { type ReportChoices, ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import type { ReportFilterValues } from './reportFilter';
import { type FilterChoices, useReportChoices } from './useReportChoices';
import styles from './Report.module.css';

export interface AttendanceReportProps {
  area: AttendanceArea;
  /** The filters, as the page's address keeps them. */
  filter: ReportFilterValues;
  onFilterChange: (filter: ReportFilterValues) => void;
  /**
   * The area's own choices of semester, class and subject (and student, if it has a list of them) for the
   * semester shown and the class chosen: a hook, called on every render.
   */
  useChoices: (shown: { semesterId: string | null; classId?: string }) => FilterChoices;
  /** Whether to offer the downloads (the server refuses them anyway without the permission). */
  canDownload: boolean;
}

/** A refusal that no retry changes: a report too large to show (400), or a subject not the teacher's (403). */
const refusedAsAsked = (error: unknown) => [400, 403].includes((error as ApiError | undefined)?.status ?? 0);

/**
 * An attendance report: its filters, Download CSV and PDF of exactly those filters, a summary line and the
 * register of students by lecture. The page keeps the filters in its address.
 */
export function AttendanceReport(props: AttendanceReportProps) {
  return (
    <AreaTexts area={props.area}>
      <Report {...props} />
    </AreaTexts>
  );
}

/** '40 students · 22 lectures · 87.5% present overall'. */
function summaryOf({ rows, lectures, totals }: AttendanceReportResponse, { t, language }: AttendanceWords) {
  const overall =
    totals.percentage === null
      ? t('report.noMarksYet')
      : t('report.overall', { percent: formatPercent(totals.percentage, language) });
  return `${t('report.students', { count: rows.length })} · ${t('report.lectures', { count: lectures })} · ${overall}`;
}

function Report({ area, filter, onFilterChange, useChoices, canDownload }: AttendanceReportProps) {
  const words = useAttendanceTexts();
  const { t } = words;
  const reason = useFailureReason();
  const report = useAttendanceReport(area, filter);
  const answer = report.data;
  const semesterId = filter.semesterId ?? answer?.filter.semester.id ?? null;
  const choices: ReportChoices = useReportChoices(area, filter, useChoices({ semesterId, classId: filter.classId }), answer);
  const refused = !answer && refusedAsAsked(report.error);
  const tooLarge = refused && (report.error as ApiError).status === 400;

  return (
    <div className={styles.report}>
      <ReportFilters filter={filter} semesterId={semesterId} choices={choices} onChange={onFilterChange} />
      {canDownload ? <ReportDownloads area={area} filter={filter} formats={tooLarge ? ['csv'] : ['csv', 'pdf']} /> : null}
      {refused ? (
        <Notice type={tooLarge ? 'info' : 'error'}>{reason(report.error)}</Notice>
      ) : (
        <ListStates list={report} loading={t('report.loading')} failed={t('report.failed')} reason={reason}>
          {answer && answer.rows.length > 0 ? (
            <>
              <p className={styles.summary}>{summaryOf(answer, words)}</p>
              <ReportTable report={answer} />
            </>
          ) : (
            <ListEmpty
              icon={<SearchX size={40} />}
              title={t('report.noMatches')}
              description={t('report.noMatchesHint')}
              action={
                <Button variant="secondary" onClick={() => onFilterChange({})}>
                  {t('filter.clear')}
                </Button>
              }
            />
          )}
        </ListStates>
      )}
    </div>
  );
}
