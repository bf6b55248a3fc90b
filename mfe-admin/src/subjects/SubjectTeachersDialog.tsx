import { api, endpoints } from '@rollcall/api-client';
import { useAdminTexts } from '../texts/texts';
import { errorMessage, subjectTeachersSchema, type Subject } from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { ChecklistDialog } from '../common/ChecklistDialog';
import { firstProblem } from '../common/firstProblem';
import { GoToButton } from '../common/GoToButton';
import { useTeachers } from '../data/hooks';

interface SubjectTeachersDialogProps {
  subject: Subject;
  onSaved: () => void;
  onClose: () => void;
}

/** Who teaches a subject, one teacher or several: setSubjectTeachers with the whole set. */
export function SubjectTeachersDialog({ subject, onSaved, onClose }: SubjectTeachersDialogProps) {
  const { data, error, mutate } = useTeachers();
  const t = useAdminTexts();
  return (
    <ChecklistDialog
      title={t('subjects.row.teachersName', { name: subject.name })}
      label={t('subjects.teachers.label')}
      searchable
      options={data?.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name, description: teacher.email }))}
      loadFailure={error && !data ? errorMessage(error, t('subjects.teachers.failed')) : null}
      onRetry={() => void mutate()}
      empty={
        <ListEmpty
          title={t('subjects.teachers.noneTitle')}
          description={t('subjects.teachers.noneDescription')}
          action={<GoToButton to="teacher">{t('subjects.teachers.toTeachers')}</GoToButton>}
        />
      }
      initial={subject.teachers.map((teacher) => teacher.id)}
      check={(teacherIds) => firstProblem(subjectTeachersSchema, { teacherIds })}
      save={async (teacherIds) => {
        await api.call(endpoints.setSubjectTeachers, { params: { id: subject.id }, body: { teacherIds } });
        onSaved();
      }}
      failureFallback={t('subjects.teachers.saveFailed')}
      onClose={onClose}
    />
  );
}
