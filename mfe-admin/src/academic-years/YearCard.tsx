import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import type { AcademicYearWithSemesters, Semester } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { RowActions } from '../common/RowActions';
import { useInstituteDay } from '../common/instituteToday';
import { formatDays, termOf } from './dates';
import type { YearsDialog } from './YearDialogs';
import styles from './AcademicYears.module.css';
import { useAdminTexts } from '../texts/texts';

interface YearCardProps {
  year: AcademicYearWithSemesters;
  /** Offers the changes (manage_setup). */
  canManage: boolean;
  open: (dialog: YearsDialog) => void;
}

/** One academic year: its days, its semesters in a table, and what the admin can change. */
export function YearCard({ year, canManage, open }: YearCardProps) {
  const t = useAdminTexts();
  const day = useInstituteDay();
  const columns = useMemo<TableColumn<Semester>[]>(
    () => [
      {
        key: 'name',
        header: t('academicYears.name'),
        cell: (semester) => semester.name,
        sortValue: (semester) => semester.name,
        rowHeader: true,
      },
      { key: 'days', header: t('academicYears.dates'), cell: formatDays, sortValue: (semester) => semester.startsOn },
      {
        key: 'term',
        header: t('academicYears.status'),
        cell: (semester) => t('academicYears.term', { term: termOf(semester, day) }),
      },
    ],
    [day, t],
  );
  const actions = useMemo(
    () =>
      canManage
        ? (semester: Semester) => (
            <RowActions
              name={semester.name}
              onEdit={() => open({ kind: 'editSemester', year, semester })}
              onRemove={() => open({ kind: 'removeSemester', semester })}
            />
          )
        : undefined,
    [canManage, open, year],
  );

  return (
    <Card
      as="section"
      title={year.name}
      subtitle={t('academicYears.subtitle', {
        days: formatDays(year),
        term: t('academicYears.term', { term: termOf(year, day) }),
      })}
      action={
        canManage ? (
          <RowActions
            name={year.name}
            onEdit={() => open({ kind: 'editYear', year })}
            onRemove={() => open({ kind: 'removeYear', year })}
          />
        ) : null
      }
    >
      <div className={styles.semesters}>
        <Table
          caption={t('academicYears.semestersOf', { year: year.name })}
          columns={columns}
          rows={year.semesters}
          rowKey={(semester) => semester.id}
          actions={actions}
          empty={<ListEmpty title={t('academicYears.noSemesters')} description={t('academicYears.noSemestersHint')} />}
        />
        {canManage ? (
          <Button
            variant="secondary"
            className={styles.add}
            icon={<Plus size={16} />}
            onClick={() => open({ kind: 'addSemester', year })}
          >
            {t('academicYears.addSemester')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
