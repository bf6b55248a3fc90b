import { api, endpoints } from '@rollcall/api-client';
import type { Subject } from '@rollcall/contracts';
import type { SelectOption } from '@rollcall/ui-kit/forms';
import { ARCHIVED_INSTEAD, RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { AddSubjectDialog, type SubjectPlace } from './AddSubjectDialog';
import { useAdminTexts } from '../texts/texts';
import { EditSubjectDialog } from './EditSubjectDialog';
import { SubjectTeachersDialog } from './SubjectTeachersDialog';

/** The dialog open on the subjects page: adding a subject, or editing one, choosing its teachers or removing it. */
export type SubjectDialog =
  | { kind: 'add' }
  | { kind: 'edit'; subject: Subject }
  | { kind: 'teachers'; subject: Subject }
  | { kind: 'remove'; subject: Subject };

interface SubjectDialogsProps {
  dialog: SubjectDialog | null;
  classOptions: readonly SelectOption[];
  semesterOptions: readonly SelectOption[];
  /** Where a new subject goes unless the admin chooses otherwise: the class ('' for none) and semester. */
  classId: string;
  semesterId: string | null;
  /** A subject was added there and the dialog stays open for the next one (`another`), or not. */
  onSubjectAdded: (place: SubjectPlace, another: boolean) => void;
  onClose: () => void;
  /** A change was saved; the message says what it was. */
  onDone: (message: string) => void;
  /** The subject is gone (removed, or archived instead), just before `onDone`. */
  onRemoved: (subject: Subject) => void;
}

/** The one dialog open on the subjects page, if any; adding needs a semester to add into. */
export function SubjectDialogs(props: SubjectDialogsProps) {
  const { dialog, classOptions, semesterOptions, classId, semesterId, onSubjectAdded, onClose, onDone, onRemoved } = props;
  const t = useAdminTexts();
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'add':
      if (semesterId === null) return null;
      return (
        <AddSubjectDialog
          classOptions={classOptions}
          semesterOptions={semesterOptions}
          classId={classId}
          semesterId={semesterId}
          onClose={onClose}
          onAdded={(name, place, another) => {
            onSubjectAdded(place, another);
            if (!another) onDone(t('subjects.added', { name }));
          }}
        />
      );
    case 'edit':
      return (
        <EditSubjectDialog
          subject={dialog.subject}
          onClose={onClose}
          onSaved={() => onDone(t('subjects.updated', { name: dialog.subject.name }))}
        />
      );
    case 'teachers':
      return (
        <SubjectTeachersDialog
          subject={dialog.subject}
          onClose={onClose}
          onSaved={() => onDone(t('subjects.teachersSaved', { name: dialog.subject.name }))}
        />
      );
    case 'remove':
      return (
        <RemoveDialog
          name={dialog.subject.name}
          note={ARCHIVED_INSTEAD}
          remove={() => api.call(endpoints.removeSubject, { params: { id: dialog.subject.id } })}
          onClose={onClose}
          onRemoved={(outcome) => {
            onRemoved(dialog.subject);
            onDone(removedMessage(dialog.subject.name, outcome));
          }}
        />
      );
  }
}
