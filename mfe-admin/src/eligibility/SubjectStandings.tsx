import type { EligibilitySubject } from '@rollcall/contracts';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { Percentage, percentText, StatusBadge } from './StatusBadge';
import { lectureCount, studentTexts } from './texts';
import styles from './Eligibility.module.css';

const { headings } = studentTexts;

const columns: readonly TableColumn<EligibilitySubject>[] = [
  {
    key: 'subject',
    header: headings.subject,
    rowHeader: true,
    cell: (subject) => (
      <>
        <span className={styles.code}>{subject.code}</span> {subject.name}
      </>
    ),
  },
  { key: 'attended', header: headings.attended, align: 'end', cell: (subject) => `${subject.present} / ${subject.total}` },
  { key: 'condoned', header: headings.condoned, align: 'end', cell: (subject) => lectureCount(subject.condoned) },
  {
    key: 'percentage',
    header: headings.percentage,
    align: 'end',
    cell: (subject) => <Percentage percentage={subject.percentage} />,
  },
  { key: 'status', header: headings.status, cell: (subject) => <StatusBadge status={subject.status} /> },
  { key: 'lecturesLeft', header: headings.lecturesLeft, align: 'end', cell: (subject) => subject.lecturesLeft },
  {
    key: 'maxReachable',
    header: headings.maxReachable,
    align: 'end',
    cell: (subject) => percentText(subject.maxReachable),
  },
  { key: 'canMiss', header: headings.canMiss, align: 'end', cell: (subject) => subject.canMiss },
];

/** A student's subjects as of the list's day: marks, condoned lectures, standing, and what is still to come. */
export function SubjectStandings({ subjects, asOf }: { subjects: EligibilitySubject[]; asOf: string }) {
  return (
    <Table
      caption={studentTexts.subjectsCaption(asOf)}
      columns={columns}
      rows={subjects}
      rowKey={(subject) => subject.subjectId}
      empty={<ListEmpty title={studentTexts.noSubjects} />}
    />
  );
}
