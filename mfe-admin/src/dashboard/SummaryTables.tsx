import { useMemo } from 'react';
import type { Dashboard } from '@rollcall/contracts';
import { LowestTable } from './LowestTable';
import { classColumns, subjectColumns } from './summaryColumns';
import styles from './DashboardPage.module.css';
import { useDashboardTexts } from './useDashboardTexts';

interface SummaryTablesProps {
  dashboard: Pick<Dashboard, 'classes' | 'subjects' | 'counts' | 'threshold'>;
}

/** The semester so far, the lowest classes and subjects first, each leading to Reports when it lists only some. */
export function SummaryTables({ dashboard: { classes, subjects, counts, threshold } }: SummaryTablesProps) {
  const texts = useDashboardTexts();
  const byClass = useMemo(() => classColumns(threshold, texts), [threshold, texts]);
  const bySubject = useMemo(() => subjectColumns(threshold, texts), [threshold, texts]);
  return (
    <div className={styles.summaries}>
      <LowestTable
        rows={classes}
        count={counts.classes}
        columns={byClass}
        rowKey={(row) => row.classId}
        caption={texts.classesCaption}
        lowestCaption={texts.lowestClassesCaption}
        everyOne={{ text: texts.everyClassInReports, to: 'reports' }}
      />
      <LowestTable
        rows={subjects}
        count={counts.subjects}
        columns={bySubject}
        rowKey={(row) => row.subjectId}
        caption={texts.subjectsCaption}
        lowestCaption={texts.lowestSubjectsCaption}
        everyOne={{ text: texts.everySubjectInReports, to: 'reports' }}
      />
    </div>
  );
}
