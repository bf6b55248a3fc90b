import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { UserPlus, UserMinus, Users, X } from 'lucide-react';
import type { Enrollment, Subject } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, Panel, FilterBar } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { ListTable } from '../common/ListTable';
import { useAdminChange, useEnrollments, usePermission } from '../data/hooks';
import { DropEnrolmentDialog } from './DropEnrolmentDialog';
import { DropStudentsDialog } from './DropStudentsDialog';
import { EnrolStudentsDialog } from './EnrolStudentsDialog';
import { useAdminTexts } from '../texts/texts';
import { enrolmentColumns } from './enrolmentColumns';
import listStyles from '../common/ListPage.module.css';
import styles from './SubjectPage.module.css';
import { RowButton } from '../common/RowButton';

interface EnrolmentsPanelProps {
  subject: Subject;
  /** Says what was done, on the page. */
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * The students who chose an elective, past and present; people managers enrol many of the class at once and drop
 * many at once, or drop one from their row.
 */
export function EnrolmentsPanel({ subject, onDone, onClose }: EnrolmentsPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useEnrollments(subject.id);
  const mayChange = usePermission('manage_people');
  const t = useAdminTexts();
  const columns = useMemo(() => enrolmentColumns(t), [t]);
  const changed = useAdminChange();
  const [search, setSearch] = useState('');
  const [batch, setBatch] = useState<'enrol' | 'drop' | null>(null);
  const [dropping, setDropping] = useState<Enrollment | null>(null);

  // Opened from a row far up the table: bring the panel into view and tell screen readers where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each subject opened moves the focus once
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [subject.id]);

  const enrollments = list.data?.enrollments ?? [];
  const shown = enrollments.filter((row) => matchesSearch(search, row.studentName, row.rollNumber));
  const current = enrollments.filter((row) => row.droppedOn === null);
  const enrolledIds = new Set(current.map((row) => row.studentId));

  const finish = (message: string) => {
    setBatch(null);
    setDropping(null);
    onDone(message);
    void changed('enrollments');
  };
  const finishBatch = (summary: string) => {
    setBatch(null);
    onDone(summary);
  };

  const dropButton = useCallback(
    (row: Enrollment) =>
      row.droppedOn === null ? (
        <RowButton
          icon={<UserMinus size={14} />}
          name={t('subjects.enrolments.dropName', { name: row.studentName })}
          onClick={() => setDropping(row)}
        >
          {t('subjects.enrolments.drop')}
        </RowButton>
      ) : null,
    [t],
  );

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t('subjects.row.enrolmentsName', { name: subject.name })}
        </h2>
        <div className={listStyles.actions}>
          {mayChange ? (
            <Button icon={<UserPlus size={16} />} onClick={() => setBatch('enrol')}>
              {t('subjects.batch.enrolStudents')}
            </Button>
          ) : null}
          {mayChange && current.length > 0 ? (
            <Button variant="secondary" icon={<Users size={16} />} onClick={() => setBatch('drop')}>
              {t('subjects.batch.dropStudents')}
            </Button>
          ) : null}
          <Button variant="secondary" icon={<X size={16} />} onClick={onClose}>
            {t('subjects.enrolments.close')}
          </Button>
        </div>
      </div>

      {enrollments.length > 0 ? (
        <FilterBar>
          <SearchField
            label={t('subjects.enrolments.search')}
            placeholder={t('subjects.enrolments.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </FilterBar>
      ) : null}
      <ListTable
        list={list}
        noun={t('subjects.enrolments.noun')}
        search={search}
        onClearSearch={() => setSearch('')}
        caption={t('subjects.enrolments.caption', { name: subject.name })}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.id}
        actions={mayChange ? dropButton : undefined}
        initialSort={{ key: 'roll', direction: 'ascending' }}
        empty={
          <ListEmpty
            title={t('subjects.enrolments.emptyTitle')}
            description={t('subjects.enrolments.emptyDescription', { className: subject.className })}
          />
        }
      />

      {batch === 'enrol' ? (
        <EnrolStudentsDialog
          subject={subject}
          enrolledIds={enrolledIds}
          onSaved={() => void changed('enrollments')}
          onFinished={finishBatch}
          onClose={() => setBatch(null)}
        />
      ) : null}
      {batch === 'drop' ? (
        <DropStudentsDialog
          subject={subject}
          current={current}
          onSaved={() => void changed('enrollments')}
          onFinished={finishBatch}
          onClose={() => setBatch(null)}
        />
      ) : null}
      {dropping ? (
        <DropEnrolmentDialog
          enrollment={dropping}
          subjectName={subject.name}
          onClose={() => setDropping(null)}
          onDropped={(day) =>
            finish(t('subjects.enrolments.dropped', { student: dropping.studentName, subject: subject.name, day }))
          }
        />
      ) : null}
    </Panel>
  );
}
