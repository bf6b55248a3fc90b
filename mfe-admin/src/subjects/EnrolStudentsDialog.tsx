import { api, endpoints } from '@rollcall/api-client';
import { enrollManySchema, errorMessage, type Subject } from '@rollcall/contracts';
import { useInstituteDay } from '../common/instituteToday';
import { semesterChoices } from '../common/semesterChoices';
import { useAcademicYears, useStudents } from '../data/hooks';
import { batchTexts } from './enrolmentBatchTexts';
import { useAdminTexts } from '../texts/texts';
import { StudentBatchDialog } from './StudentBatchDialog';

interface EnrolStudentsDialogProps {
  subject: Subject;
  /** Students enrolled now: shown, but not to be chosen again. */
  enrolledIds: ReadonlySet<string>;
  onSaved: () => void;
  onFinished: (summary: string) => void;
  onClose: () => void;
}

/** 'Enrol students': students of the subject's class join the elective from one day, in one call (enrolMany). */
export function EnrolStudentsDialog({ subject, enrolledIds, onSaved, onFinished, onClose }: EnrolStudentsDialogProps) {
  const students = useStudents({ classId: subject.classId });
  const years = useAcademicYears();
  const today = useInstituteDay();
  const t = useAdminTexts();
  const semester = semesterChoices(years.data?.academicYears ?? []).find((choice) => choice.value === subject.semesterId);
  // Set up before the term, enrolments begin on its first day.
  const firstDay = semester && semester.startsOn > today ? semester.startsOn : today;
  const options = students.data?.students
    .filter((student) => !student.archived)
    .map((student) => {
      const enrolled = enrolledIds.has(student.id);
      return {
        value: student.id,
        label: student.name,
        description: enrolled ? t('subjects.batch.alreadyEnrolled', { rollNumber: student.rollNumber }) : student.rollNumber,
        disabled: enrolled,
      };
    });

  return (
    <StudentBatchDialog
      texts={batchTexts(t, 'enrol')}
      subjectId={subject.id}
      subjectName={subject.name}
      className={subject.className}
      options={options}
      loadFailure={students.error && !students.data ? errorMessage(students.error, t('subjects.batch.loadFailure')) : null}
      onRetry={() => void students.mutate()}
      initialDay={firstDay}
      schema={enrollManySchema}
      send={(body) => api.call(endpoints.enrolMany, { body })}
      onSaved={onSaved}
      onFinished={onFinished}
      onClose={onClose}
    />
  );
}
