import { useId } from 'react';
import { Panel } from '@rollcall/ui-kit/pages';
import { type LeaveOwner, useRequestLeave } from './leaveCalls';
import { LeaveRequestForm } from './LeaveRequestForm';
import { LeaveRequestList } from './LeaveRequestList';
import { LEAVE_SECTION_ID } from './RequestLeaveLink';
import { useStudentTexts } from '../texts/texts';
import styles from './Leave.module.css';

interface LeaveSectionProps {
  owner: LeaveOwner;
  /** The institute's today: the days a new request opens with. */
  today: string;
}

/** Leave and on-duty of the student shown: the form to ask for it, then the requests with their decisions. */
export function LeaveSection({ owner, today }: LeaveSectionProps) {
  const t = useStudentTexts();
  const requestsId = useId();
  const send = useRequestLeave(owner);
  return (
    <Panel as="section" aria-labelledby={LEAVE_SECTION_ID} className={styles.section}>
      <h2 id={LEAVE_SECTION_ID} className={styles.heading}>
        {t('leave.heading')}
      </h2>
      <p className={styles.muted}>{t('leave.intro')}</p>
      <LeaveRequestForm today={today} send={send} />
      <h3 id={requestsId} className={styles.subheading}>
        {t('leave.requests')}
      </h3>
      <LeaveRequestList owner={owner} headingId={requestsId} />
    </Panel>
  );
}
