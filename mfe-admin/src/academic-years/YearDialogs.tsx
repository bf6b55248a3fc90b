import { api, endpoints } from '@rollcall/api-client';
import {
  academicYearFieldsSchema,
  createSemesterSchema,
  semesterFieldsSchema,
  type AcademicYearWithSemesters,
  type Semester,
} from '@rollcall/contracts';
import { RemoveDialog } from '../common/RemoveDialog';
import { NameAndDaysDialog } from './NameAndDaysDialog';
import { useAdminTexts } from '../texts/texts';

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
  const t = useAdminTexts();
  const saving = { busyLabel: t('academicYears.saving'), onClose };
  switch (dialog.kind) {
    case 'addYear':
      return (
        <NameAndDaysDialog
          {...saving}
          title={t('academicYears.addYear')}
          actionLabel={t('academicYears.addYear')}
          schema={academicYearFieldsSchema}
          initial={blank}
          send={async (input) => {
            await api.call(endpoints.createAcademicYear, { body: input });
            onDone(t('academicYears.added', { name: input.name }));
          }}
        />
      );
    case 'editYear':
      return (
        <NameAndDaysDialog
          {...saving}
          title={t('academicYears.edit', { name: dialog.year.name })}
          actionLabel={t('academicYears.saveChanges')}
          schema={academicYearFieldsSchema}
          initial={fieldsOf(dialog.year)}
          send={async (input) => {
            await api.call(endpoints.updateAcademicYear, { params: { id: dialog.year.id }, body: input });
            onDone(t('academicYears.saved', { name: input.name }));
          }}
        />
      );
    case 'addSemester':
      return (
        <NameAndDaysDialog
          {...saving}
          title={t('academicYears.addSemesterTo', { year: dialog.year.name })}
          actionLabel={t('academicYears.addSemester')}
          schema={createSemesterSchema}
          initial={{ ...blank, academicYearId: dialog.year.id }}
          within={dialog.year}
          send={async (input) => {
            await api.call(endpoints.createSemester, { body: input });
            onDone(t('academicYears.added', { name: input.name }));
          }}
        />
      );
    case 'editSemester':
      return (
        <NameAndDaysDialog
          {...saving}
          title={t('academicYears.edit', { name: dialog.semester.name })}
          actionLabel={t('academicYears.saveChanges')}
          schema={semesterFieldsSchema}
          initial={fieldsOf(dialog.semester)}
          within={dialog.year}
          send={async (input) => {
            await api.call(endpoints.updateSemester, { params: { id: dialog.semester.id }, body: input });
            onDone(t('academicYears.saved', { name: input.name }));
          }}
        />
      );
    case 'removeYear':
    case 'removeSemester': {
      const [thing, item, endpoint] =
        dialog.kind === 'removeYear'
          ? ([t('academicYears.removeYear'), dialog.year, endpoints.removeAcademicYear] as const)
          : ([t('academicYears.removeSemester'), dialog.semester, endpoints.removeSemester] as const);
      return (
        <RemoveDialog
          title={thing}
          name={item.name}
          remove={() => api.call(endpoint, { params: { id: item.id } })}
          onClose={onClose}
          onRemoved={(outcome) => onDone(t('common.removed', { name: item.name, outcome }))}
        />
      );
    }
  }
}
