import { api } from '@rollcall/api-client';
import { errorMessage, type Student } from '@rollcall/contracts';
import { ConfirmDialog } from '@rollcall/ui-kit/forms';

interface RemovedAnswer {
  success: true;
  /** The student has attendance, so they were archived rather than removed. */
  archived: boolean;
}

interface RemoveStudentDialogProps {
  student: Student;
  onClose: () => void;
  /** What became of the student, in words for the page's notice. */
  onRemoved: (outcome: string) => void;
}

/** DELETE /admin/students/{id}: a student with attendance is archived and stays in reports. */
export function RemoveStudentDialog({ student, onClose, onRemoved }: RemoveStudentDialogProps) {
  return (
    <ConfirmDialog
      title="Remove student"
      actionLabel="Remove"
      busyLabel="Removing..."
      variant="danger"
      action={() => api.delete<RemovedAnswer>(`/admin/students/${student.id}`)}
      onDone={(answer) =>
        onRemoved(
          answer.archived
            ? `${student.name} has attendance records, so they were archived and stay in reports`
            : `${student.name} was removed`,
        )
      }
      failureText={(error) => errorMessage(error, 'Failed to remove the student')}
      onClose={onClose}
    >
      <p>
        Remove {student.name} (roll number {student.rollNumber})? A student with attendance records is archived instead, and stays
        in reports.
      </p>
    </ConfirmDialog>
  );
}
