import { useId, useState } from 'react';
import { UserX } from 'lucide-react';
import { type AbsenceStreak, todayTexts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
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
  if (streaks.length === 0) return null;
  const shown = all ? streaks : streaks.slice(0, SHOWN_AT_FIRST);
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <UserX size={18} aria-hidden="true" /> {todayTexts.absenceStreaks}
      </h2>
      <ul className={styles.students}>
        {shown.map((streak) => (
          <li key={streak.studentId}>
            <span className={styles.name}>{streak.name}</span> · {streak.rollNumber} · {streak.className}{' '}
            <span className={styles.since}>{todayTexts.absentSince(streak.days, streak.since)}</span>
          </li>
        ))}
      </ul>
      {shown.length < streaks.length ? (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {todayTexts.showAllStreaks(streaks.length)}
        </Button>
      ) : null}
    </section>
  );
}
