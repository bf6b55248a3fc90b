import { useNavigate } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { ClipboardCheck, ListChecks, Pencil, Trash2, Users } from 'lucide-react';
import type { Subject } from '@rollcall/contracts';
import { RowButton } from '../common/RowButton';
import type { SubjectDialog } from './SubjectDialogs';
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();

  const lecturesButton = mayViewRecords ? (
    <RowButton
      icon={<ClipboardCheck size={14} />}
      name={t('subjects.row.lecturesName', { name: subject.name })}
      onClick={() => navigate(`${mountPath}/subjects/${subject.id}/lectures`)}
    >
      {t('subjects.row.lectures')}
    </RowButton>
  ) : null;
  // An archived subject keeps its lectures: they stay readable, nothing else is offered.
  if (subject.archived) return lecturesButton;

  return (
    <>
      {lecturesButton}
      {maySetUp ? (
        <RowButton
          icon={<Pencil size={14} />}
          name={t('subjects.row.editName', { name: subject.name })}
          onClick={() => onOpen({ kind: 'edit', subject })}
        >
          {t('subjects.row.edit')}
        </RowButton>
      ) : null}
      {maySetUp ? (
        <RowButton
          icon={<Users size={14} />}
          name={t('subjects.row.teachersName', { name: subject.name })}
          onClick={() => onOpen({ kind: 'teachers', subject })}
        >
          {t('subjects.row.teachers')}
        </RowButton>
      ) : null}
      {mayEnrol && subject.kind === 'elective' ? (
        <RowButton
          icon={<ListChecks size={14} />}
          name={t('subjects.row.enrolmentsName', { name: subject.name })}
          onClick={() => onEnrolments(subject)}
        >
          {t('subjects.row.enrolments')}
        </RowButton>
      ) : null}
      {maySetUp ? (
        <RowButton
          danger
          icon={<Trash2 size={14} />}
          name={t('subjects.row.removeName', { name: subject.name })}
          onClick={() => onOpen({ kind: 'remove', subject })}
        >
          {t('subjects.row.remove')}
        </RowButton>
      ) : null}
    </>
  );
}
