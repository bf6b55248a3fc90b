import type { Subject, SubjectKind } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import type { AdminTextId } from '../texts/texts';
import styles from './SubjectPage.module.css';

/** The kinds in English, for the imports' preview, which reads no catalogue yet. */
export const kindLabels = { core: 'Core', elective: 'Elective' } as const;

/** A kind of subject in the office's texts. */
export const kindLabel = (t: Translate<AdminTextId>, kind: SubjectKind) => t(`subjects.kind.${kind}`);

const teacherNames = (subject: Subject) => subject.teachers.map((teacher) => teacher.name).join(', ');

export const subjectColumns = (t: Translate<AdminTextId>): readonly TableColumn<Subject>[] => [
  { key: 'code', header: t('subjects.column.code'), cell: (subject) => subject.code, sortValue: (subject) => subject.code },
  {
    key: 'name',
    header: t('subjects.column.name'),
    cell: (subject) => (
      <>
        {subject.name}
        {subject.archived ? ' ' : null}
        {subject.archived ? <span className={styles.archived}>{t('subjects.archived')}</span> : null}
      </>
    ),
    sortValue: (subject) => subject.name,
    rowHeader: true,
  },
  {
    key: 'class',
    header: t('subjects.column.class'),
    cell: (subject) => subject.className,
    sortValue: (subject) => subject.className,
  },
  {
    key: 'kind',
    header: t('subjects.column.kind'),
    cell: (subject) => kindLabel(t, subject.kind),
    sortValue: (subject) => subject.kind,
  },
  {
    key: 'teachers',
    header: t('subjects.column.teachers'),
    cell: (subject) => teacherNames(subject) || t('subjects.noTeachersYet'),
    sortValue: teacherNames,
  },
  {
    key: 'enrolled',
    header: t('subjects.column.enrolled'),
    cell: (subject) => subject.enrolledCount,
    sortValue: (subject) => subject.enrolledCount,
    align: 'end',
  },
];
