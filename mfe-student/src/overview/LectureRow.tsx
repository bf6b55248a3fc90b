import { Check, X } from 'lucide-react';
import { attendanceTexts, markStatusLabels, type StudentLecture } from '@rollcall/contracts';
import { Badge } from '@rollcall/ui-kit';
import styles from './AttendanceOverview.module.css';

/** 'Period 2 · Physics — Present': one marked lecture, its mark in an icon and a word. */
export function LectureRow({ lecture, subjectName }: { lecture: StudentLecture; subjectName: string }) {
  const present = lecture.status === 'present';
  const Icon = present ? Check : X;
  return (
    <li className={styles.lecture}>
      <span>
        {attendanceTexts.periodOf(lecture.period)} · {subjectName}
      </span>
      <span className={styles.dash} aria-hidden="true">
        —
      </span>
      <Badge tone={present ? 'success' : 'error'}>
        <Icon size={12} aria-hidden="true" className={styles.markIcon} />
        {markStatusLabels[lecture.status]}
      </Badge>
    </li>
  );
}
