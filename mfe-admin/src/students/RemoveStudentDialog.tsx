import { api, endpoints } from '@rollcall/api-client';
import type { Student } from '@rollcall/contracts';
import { ARCHIVED_INSTEAD, RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { useAdminTexts } from '../texts/texts';

interface RemoveStudentDialogProps {
  student: Student;
  onClose: () => void;
  /** What became of the student, in words for the page's notice. */
  onRemoved: (outcome: string) => void;
}

/** removeStudent: a student with attendance is archived and stays in reports. */
export function RemoveStudentDialog({ student, onClose, onRemoved }: RemoveStudentDialogProps) {
  const t = useAdminTexts();
  return (
    <RemoveDialog
      title={t('students.removeTitle')}
      name={t('students.removeName', { name: student.name, rollNumber: student.rollNumber })}
      remove={() => api.call(endpoints.removeStudent, { params: { id: student.id } })}
      note={ARCHIVED_INSTEAD}
      onClose={onClose}
      onRemoved={(outcome) => onRemoved(removedMessage(student.name, outcome))}
    />
  );
}
