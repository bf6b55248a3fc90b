import { type EligibilitySubject, formatDay, type Language } from '@rollcall/contracts';
import { type Translate, useLanguage } from '@rollcall/i18n';
import { useMemo } from 'react';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { Percentage, percentText, StatusBadge } from './StatusBadge';
import { type AdminTextId, useAdminTexts } from '../texts/texts';
import { lectureCount } from './lectureCount';
import styles from './Eligibility.module.css';

const columnsIn = (t: Translate<AdminTextId>, language: Language): readonly TableColumn<EligibilitySubject>[] => [
  {
    key: 'subject',
    header: t('eligibility.student.headings.subject'),
    rowHeader: true,
    cell: (subject) => (
      <>
        <span className={styles.code}>{subject.code}</span> {subject.name}
      </>
    ),
  },
  {
    key: 'attended',
    header: t('eligibility.student.headings.attended'),
    align: 'end',
    cell: (subject) => `${subject.present} / ${subject.total}`,
  },
  {
    key: 'condoned',
    header: t('eligibility.student.headings.condoned'),
    align: 'end',
    cell: (subject) => lectureCount(subject.condoned),
  },
  {
    key: 'percentage',
    header: t('eligibility.student.headings.percentage'),
    align: 'end',
    cell: (subject) => <Percentage percentage={subject.percentage} />,
  },
  { key: 'status', header: t('eligibility.student.headings.status'), cell: (subject) => <StatusBadge status={subject.status} /> },
  {
    key: 'lecturesLeft',
    header: t('eligibility.student.headings.lecturesLeft'),
    align: 'end',
    cell: (subject) => subject.lecturesLeft,
  },
  {
    key: 'maxReachable',
    header: t('eligibility.student.headings.maxReachable'),
    align: 'end',
    cell: (subject) => percentText(subject.maxReachable, language),
  },
  { key: 'canMiss', header: t('eligibility.student.headings.canMiss'), align: 'end', cell: (subject) => subject.canMiss },
];

/** A student's subjects as of the list's day: marks, condoned lectures, standing, and what is still to come. */
export function SubjectStandings({ subjects, asOf }: { subjects: EligibilitySubject[]; asOf: string }) {
  const t = useAdminTexts();
  const language = useLanguage();
  const columns = useMemo(() => columnsIn(t, language), [t, language]);
  return (
    <Table
      caption={t('eligibility.student.subjectsCaption', { asOf: formatDay(asOf) })}
      columns={columns}
      rows={subjects}
      rowKey={(subject) => subject.subjectId}
      empty={<ListEmpty title={t('eligibility.student.noSubjects')} />}
    />
  );
}
