import { type KeyboardEvent, memo, useCallback, useRef, useState } from 'react';
import { Check, X } from 'lucide-react';
import type { RosterStudent } from '@rollcall/contracts';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { Badge, cx } from '@rollcall/ui-kit';
import { useTeacherTexts } from '../texts/texts';
import styles from './TakeAttendance.module.css';

interface RegisterProps {
  students: readonly RosterStudent[];
  absent: ReadonlySet<string>;
  onToggle: (studentId: string) => void;
  /** Enter on a student saves the register. */
  onSave: () => void;
}

/**
 * The register: one large button per student that toggles Present and Absent (aria-pressed means present).
 * One student at a time takes Tab focus; ArrowUp and ArrowDown move it, Space toggles, Enter saves.
 */
export function Register({ students, absent, onToggle, onSave }: RegisterProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const count = students.length;
  const t = useTeacherTexts();

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
      const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 }[event.key];
      if (event.key === 'Enter') {
        event.preventDefault();
        onSave();
      } else if (target !== undefined) {
        event.preventDefault();
        const next = Math.min(Math.max(target, 0), count - 1);
        setFocused(next);
        buttons.current[next]?.focus();
      }
    },
    [count, onSave],
  );

  return (
    <ul className={styles.register} aria-label={t('register.label')}>
      {students.map((student, index) => (
        <StudentButton
          key={student.id}
          student={student}
          index={index}
          present={!absent.has(student.id)}
          tabbable={index === focused}
          buttons={buttons}
          onFocus={setFocused}
          onToggle={onToggle}
          onKeyDown={onKeyDown}
        />
      ))}
    </ul>
  );
}

interface StudentButtonProps {
  student: RosterStudent;
  index: number;
  present: boolean;
  tabbable: boolean;
  buttons: { current: Array<HTMLButtonElement | null> };
  onFocus: (index: number) => void;
  onToggle: (studentId: string) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One student: a tap anywhere on the row toggles; only the rows that change re-render. A student on leave is tagged so. */
const StudentButton = memo(function StudentButton({
  student,
  index,
  present,
  tabbable,
  buttons,
  onFocus,
  onToggle,
  onKeyDown,
}: StudentButtonProps) {
  const Icon = present ? Check : X;
  const { t } = useAttendanceTexts();
  return (
    <li>
      <button
        ref={(element) => {
          buttons.current[index] = element;
        }}
        type="button"
        aria-pressed={present}
        tabIndex={tabbable ? 0 : -1}
        className={cx(styles.student, !present && styles.absent)}
        onFocus={() => onFocus(index)}
        onClick={() => onToggle(student.id)}
        onKeyDown={(event) => onKeyDown(index, event)}
      >
        <span className={styles.roll}>{student.rollNumber}</span>
        <span className={styles.name}>
          {student.name}
          {student.onLeave ? (
            <span className={styles.leaveTag}>
              <Badge tone="warning">{t('leave.onLeave')}</Badge>
            </span>
          ) : null}
        </span>
        <span className={styles.state}>
          <Icon size={20} aria-hidden="true" />
          {t(present ? 'mark.present' : 'mark.absent')}
        </span>
      </button>
    </li>
  );
});
