import type { MarkVersion, StudentMarkHistory } from '@rollcall/contracts';
import { formatZonedMoment } from '../data/moments';
import { useAttendanceTexts } from '../texts/texts';
import styles from './LectureRecord.module.css';

/** One version of a mark: what it said, who recorded it and when (on the institute's clock), from where, and why. */
function Version({ version, current, timeZone }: { version: MarkVersion; current: boolean; timeZone: string }) {
  const { t, language } = useAttendanceTexts();
  return (
    <li className={styles.version}>
      <span className={styles.versionStatus}>
        {t(`mark.${version.status}`)}
        {current ? ` ${t('record.current')}` : null}
      </span>
      <span>
        {version.recordedBy.name} ({t(`source.${version.source}`)}),{' '}
        <time dateTime={version.recordedAt}>{formatZonedMoment(version.recordedAt, timeZone, language)}</time>
      </span>
      {version.reason ? <span>{t('record.reasonOf', { reason: version.reason })}</span> : null}
    </li>
  );
}

/**
 * A corrected mark's history, newest first, behind a disclosure so that a long register stays short on a phone;
 * the current version leads, as its reason is the latest.
 */
export function MarkHistory({ mark, timeZone }: { mark: StudentMarkHistory; timeZone: string }) {
  const { t } = useAttendanceTexts();
  const count = mark.earlier.length + 1;
  return (
    <details className={styles.history}>
      <summary className={styles.summary}>
        {t('record.historyOf', { rollNumber: mark.rollNumber, name: mark.name, count })}
      </summary>
      <ol className={styles.versions}>
        <Version version={mark.current} current timeZone={timeZone} />
        {mark.earlier.map((version) => (
          <Version key={version.id} version={version} current={false} timeZone={timeZone} />
        ))}
      </ol>
    </details>
  );
}
