import type { Subject } from '@rollcall/contracts';
import type { TableColumn } from '@rollcall/ui-kit/pages';
import styles from './SubjectPage.module.css';

export const kindLabels = { core: 'Core', elective: 'Elective' } as const;

const teacherNames = (subject: Subject) => subject.teachers.map((teacher) => teacher.name).join(', ');

export const subjectColumns: readonly TableColumn<Subject>[] = [
  { key: 'code', header: 'Code', cell: (subject) => subject.code, sortValue: (subject) => subject.code },
  {
    key: 'name',
    header: 'Name',
    cell: (subject) => (
      <>
        {subject.name}
        {subject.archived ? ' ' : null}
        {subject.archived ? <span className={styles.archived}>Archived</span> : null}
      </>
    ),
    sortValue: (subject) => subject.name,
    rowHeader: true,
  },
  { key: 'class', header: 'Class', cell: (subject) => subject.className, sortValue: (subject) => subject.className },
  { key: 'kind', header: 'Kind', cell: (subject) => kindLabels[subject.kind], sortValue: (subject) => subject.kind },
  {
    key: 'teachers',
    header: 'Teachers',
    cell: (subject) => teacherNames(subject) || 'None yet',
    sortValue: teacherNames,
  },
  {
    key: 'enrolled',
    header: 'Enrolled',
    cell: (subject) => subject.enrolledCount,
    sortValue: (subject) => subject.enrolledCount,
    align: 'end',
  },
];
