import { Check, X } from 'lucide-react';
import type { StudentLecture } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import { markIds } from '../texts/sharedIds';
import { useStudentTexts } from '../texts/texts';
import styles from './AttendanceOverview.module.css';

/** 'Period 2 · Physics — Present': one marked lecture, its mark in an icon and a word. */
export function LectureRow({ lecture, subjectName }: { lecture: StudentLecture; subjectName: string }) {
  const t = useStudentTexts();
  const present = lecture.status === 'present';
  const Icon = present ? Check : X;
  return (
    <li className={styles.lecture}>
      <span>
        {t('shared.periodOf', { period: lecture.period })} · {subjectName}
      </span>
      <span className={styles.dash} aria-hidden="true">
        —
      </span>
      <Badge tone={present ? 'success' : 'error'}>
        <Icon size={12} aria-hidden="true" className={styles.markIcon} />
        {t(markIds[lecture.status])}
      </Badge>
    </li>
  );
}
