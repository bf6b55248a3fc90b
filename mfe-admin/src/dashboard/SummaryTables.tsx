import { useMemo } from 'react';
import type { ClassSummary, SubjectSummary } from '@rollcall/contracts';
import { ListEmpty, Table } from '@rollcall/ui-kit/pages';
import { classColumns, lowestFirst, subjectColumns } from './summaryColumns';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface SummaryTablesProps {
  classes: readonly ClassSummary[];
  subjects: readonly SubjectSummary[];
  threshold: number;
}

/** The semester so far, class by class and subject by subject, the lowest first; each column sorts. */
export function SummaryTables({ classes, subjects, threshold }: SummaryTablesProps) {
  const texts = useDashboardTexts();
  const byClass = useMemo(() => classColumns(threshold, texts), [threshold, texts]);
  const bySubject = useMemo(() => subjectColumns(threshold, texts), [threshold, texts]);
  const empty = <ListEmpty title={texts.noClasses} />;
  return (
    <div className={styles.summaries}>
      <Table
        caption={texts.classesCaption}
        columns={byClass}
        rows={classes}
        rowKey={(row) => row.classId}
        empty={empty}
        initialSort={lowestFirst}
      />
      <Table
        caption={texts.subjectsCaption}
        columns={bySubject}
        rows={subjects}
        rowKey={(row) => row.subjectId}
        empty={empty}
        initialSort={lowestFirst}
      />
    </div>
  );
}
