import { api, endpoints } from '@rollcall/api-client';
import { dropManySchema, type Enrollment, type Subject } from '@rollcall/contracts';
import { useInstituteDay } from '../common/instituteToday';
import { batchTexts } from './enrolmentBatchTexts';
import { useAdminTexts } from '../texts/texts';
import { StudentBatchDialog } from './StudentBatchDialog';

interface DropStudentsDialogProps {
  subject: Subject;
  /** The enrolments that have not ended. */
  current: readonly Enrollment[];
  onSaved: () => void;
  onFinished: (summary: string) => void;
  onClose: () => void;
}

/** 'Drop students': students enrolled in a subject leave it from one day, in one call (dropMany). */
export function DropStudentsDialog({ subject, current, onSaved, onFinished, onClose }: DropStudentsDialogProps) {
  const today = useInstituteDay();
  const t = useAdminTexts();
  const options = current.map((enrollment) => ({
    value: enrollment.studentId,
    label: enrollment.studentName,
    description: enrollment.rollNumber,
  }));

  return (
    <StudentBatchDialog
      texts={batchTexts(t, 'drop')}
      subjectId={subject.id}
      subjectName={subject.name}
      className={subject.className}
      options={options}
      initialDay={today}
      schema={dropManySchema}
      send={(body) => api.call(endpoints.dropMany, { body })}
      onSaved={onSaved}
      onFinished={onFinished}
      onClose={onClose}
      variant="danger"
    />
  );
}
