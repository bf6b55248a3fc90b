import type { ClassSummary, ReportCount, SubjectSummary } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import { Standing } from './Standing';
import type { DashboardTexts } from './useDashboardTexts';

/** Lowest first; a row with nothing marked goes last. */
const byPercentage = (row: ReportCount) => row.percentage ?? Number.POSITIVE_INFINITY;

function countColumns<Row extends ReportCount>(threshold: number, texts: DashboardTexts): TableColumn<Row>[] {
  return [
    {
      key: 'percentage',
      header: texts.presentPercent,
      cell: (row) => <Standing percentage={row.percentage} threshold={threshold} />,
      sortValue: byPercentage,
    },
    {
      key: 'present',
      header: texts.presentOfTotal,
      cell: (row) => texts.ofTotal(row.present, row.total),
      sortValue: (row) => row.total,
      align: 'end',
    },
  ];
}

/** The columns of the classes' summary, for one threshold. */
export const classColumns = (threshold: number, texts: DashboardTexts): TableColumn<ClassSummary>[] => [
  { key: 'name', header: texts.className, cell: (row) => row.name, sortValue: (row) => row.name, rowHeader: true },
  ...countColumns<ClassSummary>(threshold, texts),
];

/** The columns of the subjects' summary, for one threshold. */
export const subjectColumns = (threshold: number, texts: DashboardTexts): TableColumn<SubjectSummary>[] => [
  {
    key: 'name',
    header: texts.subjectName,
    cell: (row) => `${row.name} (${row.code})`,
    sortValue: (row) => row.name,
    rowHeader: true,
  },
  { key: 'class', header: texts.className, cell: (row) => row.className, sortValue: (row) => row.className },
  ...countColumns<SubjectSummary>(threshold, texts),
];

export const lowestFirst = { key: 'percentage', direction: 'ascending' } as const;
