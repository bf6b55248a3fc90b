import { memo, useId, useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  type AttendanceReport,
  type ReportColumn,
  type ReportRow,
  reportCellText,
  reportColumnLabel,
  reportFilterLine,
} from '@rollcall/contracts';
import { formatPercent } from '@rollcall/i18n';
import { cx, VisuallyHidden } from '@rollcall/ui-kit';
import { ScrollHint, useScrollsItself } from '@rollcall/ui-kit/pages';
import { useAttendanceTexts } from '../texts/texts';
import styles from './ReportTable.module.css';

/** A column's heading in two lines: the day, then the period and the subjects ('P1 MATH'). */
function ColumnHeader({ column }: { column: ReportColumn }) {
  const label = reportColumnLabel(column);
  return (
    <th scope="col" className={styles.lecture}>
      <span className={styles.day}>{column.heldOn}</span> <span>{label.slice(column.heldOn.length + 1)}</span>
    </th>
  );
}

/**
 * A mark as its letter (never only a colour), followed by its subject's code when the period had more than one
 * subject; an absence is tinted; no counted mark reads as such.
 */
function MarkCell({ column, mark, subjects }: { column: ReportColumn; mark: string; subjects: readonly string[] }) {
  const { t } = useAttendanceTexts();
  if (!mark)
    return (
      <td className={styles.mark}>
        <span aria-hidden="true">·</span>
        <VisuallyHidden>{t('report.noMark')}</VisuallyHidden>
      </td>
    );
  return <td className={cx(styles.mark, mark.includes('A') && styles.absent)}>{reportCellText(column, mark, subjects)}</td>;
}

const StudentRow = memo(function StudentRow({
  row,
  columns,
  threshold,
}: {
  row: ReportRow;
  columns: readonly ReportColumn[];
  threshold: number;
}) {
  const { t, language } = useAttendanceTexts();
  const below = row.percentage !== null && row.percentage < threshold;
  return (
    <tr className={cx(below && styles.below)}>
      <th scope="row" className={styles.student}>
        <span className={styles.roll}>{row.rollNumber}</span> <span>{row.name}</span>
      </th>
      {row.marks.map((mark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the marks never reorder
        <MarkCell key={index} column={columns[index]!} mark={mark} subjects={row.markSubjects[index] ?? []} />
      ))}
      <td className={styles.count}>{row.present}</td>
      <td className={styles.count}>{row.total}</td>
      <td className={styles.count}>
        {below ? (
          <>
            <TriangleAlert size={16} aria-hidden="true" className={styles.warning} />
            <VisuallyHidden>{t('report.belowThreshold', { percent: formatPercent(threshold, language) })}: </VisuallyHidden>
          </>
        ) : null}
        {row.percentage === null ? '–' : formatPercent(row.percentage, language)}
      </td>
    </tr>
  );
});

/**
 * The register of the report: a student per row and a lecture period per column. It scrolls sideways in its
 * own region, the students' names staying in view, so the page itself never does; while it does, a hint under it
 * says so.
 */
export function ReportTable({ report }: { report: AttendanceReport }) {
  const region = useRef<HTMLElement>(null);
  const { sideways } = useScrollsItself(region);
  const hintId = useId();
  const { t } = useAttendanceTexts();
  return (
    <div className={styles.wrapper}>
      <section
        ref={region}
        className={styles.region}
        aria-label={t('report.register')}
        aria-describedby={sideways ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{reportFilterLine(report.filter)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.student}>
                {t('report.rollNumber')} · {t('report.name')}
              </th>
              {report.columns.map((column) => (
                <ColumnHeader key={`${column.heldOn} ${column.period}`} column={column} />
              ))}
              <th scope="col">{t('mark.present')}</th>
              <th scope="col">{t('report.total')}</th>
              <th scope="col">{t('report.percentage')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <StudentRow key={row.studentId} row={row} columns={report.columns} threshold={report.threshold} />
            ))}
          </tbody>
        </table>
      </section>
      {sideways ? <ScrollHint id={hintId} /> : null}
    </div>
  );
}
