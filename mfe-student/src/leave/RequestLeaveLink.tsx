import { CalendarPlus } from 'lucide-react';
import { useStudentTexts } from '../texts/texts';
import styles from '../emails/EmailSettingsLink.module.css';

/** The id of the Leave and on-duty section's heading, which the title row's link jumps to (one per page). */
export const LEAVE_SECTION_ID = 'leave-and-on-duty';

/** 'Request leave' in the title row, in the look of its other link: on a phone the form is far below the top. */
export function RequestLeaveLink() {
  const t = useStudentTexts();
  return (
    <a href={`#${LEAVE_SECTION_ID}`} className={styles.link}>
      <CalendarPlus size={16} aria-hidden="true" />
      {t('shared.leave.requestLeave')}
    </a>
  );
}
