import { api, endpoints } from '@rollcall/api-client';
import {
  academicYearFieldsSchema,
  createSemesterSchema,
  semesterFieldsSchema,
  type AcademicYearWithSemesters,
  type Semester,
} from '@rollcall/contracts';
import { RemoveDialog, removedMessage } from '../common/RemoveDialog';
import { NameAndDaysDialog } from './NameAndDaysDialog';

/** The dialog open on the Years & semesters page, if any. */
export type YearsDialog =
  | { kind: 'addYear' }
  | { kind: 'editYear'; year: AcademicYearWithSemesters }
  | { kind: 'removeYear'; year: AcademicYearWithSemesters }
  | { kind: 'addSemester'; year: AcademicYearWithSemesters }
  | { kind: 'editSemester'; year: AcademicYearWithSemesters; semester: Semester }
  | { kind: 'removeSemester'; semester: Semester };

interface YearDialogsProps {
  dialog: YearsDialog;
  onClose: () => void;
  /** The change is saved: what to tell the admin. */
  onDone: (message: string) => void;
}

const blank = { name: '', startsOn: '', endsOn: '' };
const fieldsOf = ({ name, startsOn, endsOn }: { name: string; startsOn: string; endsOn: string }) => ({ name, startsOn, endsOn });

/** The add, edit and remove dialogs of academic years and their semesters. */
export function YearDialogs({ dialog, onClose, onDone }: YearDialogsProps) {
  const saving = { busyLabel: 'Saving...', onClose };
  switch (dialog.kind) {
    case 'addYear':
      return (
        <NameAndDaysDialog
          {...saving}
          title="Add academic year"
          actionLabel="Add academic year"
          schema={academicYearFieldsSchema}
          initial={blank}
          send={async (input) => {
            await api.call(endpoints.createAcademicYear, { body: input });
            onDone(`${input.name} added`);
          }}
        />
      );
    case 'editYear':
      return (
        <NameAndDaysDialog
          {...saving}
          title={`Edit ${dialog.year.name}`}
          actionLabel="Save Changes"
          schema={academicYearFieldsSchema}
          initial={fieldsOf(dialog.year)}
          send={async (input) => {
            await api.call(endpoints.updateAcademicYear, { params: { id: dialog.year.id }, body: input });
            onDone(`${input.name} saved`);
          }}
        />
      );
    case 'addSemester':
      return (
        <NameAndDaysDialog
          {...saving}
          title={`Add semester to ${dialog.year.name}`}
          actionLabel="Add semester"
          schema={createSemesterSchema}
          initial={{ ...blank, academicYearId: dialog.year.id }}
          within={dialog.year}
          send={async (input) => {
            await api.call(endpoints.createSemester, { body: input });
            onDone(`${input.name} added`);
          }}
        />
      );
    case 'editSemester':
      return (
        <NameAndDaysDialog
          {...saving}
          title={`Edit ${dialog.semester.name}`}
          actionLabel="Save Changes"
          schema={semesterFieldsSchema}
          initial={fieldsOf(dialog.semester)}
          within={dialog.year}
          send={async (input) => {
            await api.call(endpoints.updateSemester, { params: { id: dialog.semester.id }, body: input });
            onDone(`${input.name} saved`);
          }}
        />
      );
    case 'removeYear':
    case 'removeSemester': {
      const [thing, item, endpoint] =
        dialog.kind === 'removeYear'
          ? (['academic year', dialog.year, endpoints.removeAcademicYear] as const)
          : (['semester', dialog.semester, endpoints.removeSemester] as const);
      return (
        <RemoveDialog
          title={`Remove ${thing}`}
          name={item.name}
          remove={() => api.call(endpoint, { params: { id: item.id } })}
          onClose={onClose}
          onRemoved={(outcome) => onDone(removedMessage(item.name, outcome))}
        />
      );
    }
  }
}
