import { useNavigate } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { ClipboardCheck, ListChecks, Pencil, Trash2, Users } from 'lucide-react';
import type { Subject } from '@rollcall/contracts';
import { RowButton } from '../common/RowButton';
import type { SubjectDialog } from './SubjectDialogs';

interface SubjectRowActionsProps {
  subject: Subject;
  /** Add, edit, remove and choose teachers (manage_setup). */
  maySetUp: boolean;
  /** Enrol students in electives (manage_people). */
  mayEnrol: boolean;
  /** Open the subject's lectures (view_reports). */
  mayViewRecords: boolean;
  onOpen: (dialog: SubjectDialog) => void;
  /** Show the enrolments of this elective under the list. */
  onEnrolments: (subject: Subject) => void;
}

/** The buttons of one subject's row, those the admin may use: Lectures, Edit, Teachers, Enrolments and Remove. */
export function SubjectRowActions(props: SubjectRowActionsProps) {
  const { subject, maySetUp, mayEnrol, mayViewRecords, onOpen, onEnrolments } = props;
  const navigate = useNavigate();
  const mountPath = useMountPath();

  const lecturesButton = mayViewRecords ? (
    <RowButton
      icon={<ClipboardCheck size={14} />}
      name={`Lectures of ${subject.name}`}
      onClick={() => navigate(`${mountPath}/subjects/${subject.id}/lectures`)}
    >
      Lectures
    </RowButton>
  ) : null;
  // An archived subject keeps its lectures: they stay readable, nothing else is offered.
  if (subject.archived) return lecturesButton;

  return (
    <>
      {lecturesButton}
      {maySetUp ? (
        <RowButton icon={<Pencil size={14} />} name={`Edit ${subject.name}`} onClick={() => onOpen({ kind: 'edit', subject })}>
          Edit
        </RowButton>
      ) : null}
      {maySetUp ? (
        <RowButton
          icon={<Users size={14} />}
          name={`Teachers of ${subject.name}`}
          onClick={() => onOpen({ kind: 'teachers', subject })}
        >
          Teachers
        </RowButton>
      ) : null}
      {mayEnrol && subject.kind === 'elective' ? (
        <RowButton icon={<ListChecks size={14} />} name={`Enrolments in ${subject.name}`} onClick={() => onEnrolments(subject)}>
          Enrolments
        </RowButton>
      ) : null}
      {maySetUp ? (
        <RowButton
          danger
          icon={<Trash2 size={14} />}
          name={`Remove ${subject.name}`}
          onClick={() => onOpen({ kind: 'remove', subject })}
        >
          Remove
        </RowButton>
      ) : null}
    </>
  );
}
