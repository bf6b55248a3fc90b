import type { Student } from '@rollcall/contracts';
import { RemoveDialog } from '../lists/RemoveDialog';

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
    <RemoveDialog<RemovedAnswer>
      title="Remove student"
      verb="Remove"
      path={`/admin/students/${student.id}`}
      fallback="Failed to remove the student"
      onClose={onClose}
      onDone={(answer) =>
        onRemoved(
          answer.archived
            ? `${student.name} has attendance records, so they were archived and stay in reports`
            : `${student.name} was removed`,
        )
      }
    >
      <p>
        Remove {student.name} (roll number {student.rollNumber})? A student with attendance records is archived instead, and stays
        in reports.
      </p>
    </RemoveDialog>
  );
}
