import { formatDay } from '@rollcall/contracts';
import { useId, useState } from 'react';
import { UserX } from 'lucide-react';
import type { AbsenceStreak } from '@rollcall/contracts';
import { useLanguage } from '@rollcall/i18n';
import { Button } from '@rollcall/ui-kit';
import { useTeacherTexts } from '../texts/texts';
import styles from './AbsenceStreaks.module.css';

/** How many students the notice lists before "Show all": the first lecture stays near the top of a phone. */
const SHOWN_AT_FIRST = 3;

/**
 * The class teacher's notice of students absent from every lecture on several school days in a row: one short
 * line each, above the day's lectures.
 */
export function AbsenceStreaks({ streaks }: { streaks: AbsenceStreak[] }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const t = useTeacherTexts();
  const language = useLanguage();
  if (streaks.length === 0) return null;
  const shown = all ? streaks : streaks.slice(0, SHOWN_AT_FIRST);
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <UserX size={18} aria-hidden="true" /> {t('today.absenceStreaks')}
      </h2>
      <ul className={styles.students}>
        {shown.map((streak) => (
          <li key={streak.studentId}>
            <span className={styles.name}>{streak.name}</span> · {streak.rollNumber} · {streak.className}{' '}
            <span className={styles.since}>
              {t('today.absentSince', { days: streak.days, since: formatDay(streak.since, 'brief', language) })}
            </span>
          </li>
        ))}
      </ul>
      {shown.length < streaks.length ? (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {t('today.showAllStreaks', { count: streaks.length })}
        </Button>
      ) : null}
    </section>
  );
}
