import { api, endpoints } from '@rollcall/api-client';
import type { Student } from '@rollcall/contracts';
import { ARCHIVED_INSTEAD, RemoveDialog, removedMessage } from '../common/RemoveDialog';

interface RemoveStudentDialogProps {
  student: Student;
  onClose: () => void;
  /** What became of the student, in words for the page's notice. */
  onRemoved: (outcome: string) => void;
}

/** removeStudent: a student with attendance is archived and stays in reports. */
export function RemoveStudentDialog({ student, onClose, onRemoved }: RemoveStudentDialogProps) {
  return (
    <RemoveDialog
      title="Remove student"
      name={`${student.name} (roll number ${student.rollNumber})`}
      remove={() => api.call(endpoints.removeStudent, { params: { id: student.id } })}
      note={ARCHIVED_INSTEAD}
      onClose={onClose}
      onRemoved={(outcome) => onRemoved(removedMessage(student.name, outcome))}
    />
  );
}
