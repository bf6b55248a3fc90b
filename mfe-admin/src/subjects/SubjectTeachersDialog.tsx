import { api, endpoints } from '@rollcall/api-client';
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
  return (
    <ChecklistDialog
      title={`Teachers of ${subject.name}`}
      label="Teachers"
      searchable
      options={data?.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name, description: teacher.email }))}
      loadFailure={error && !data ? errorMessage(error, 'Failed to load teachers') : null}
      onRetry={() => void mutate()}
      empty={
        <ListEmpty
          title="No teachers yet"
          description="Add the institute's teachers first."
          action={<GoToButton to="teacher">Go to Teachers</GoToButton>}
        />
      }
      initial={subject.teachers.map((teacher) => teacher.id)}
      check={(teacherIds) => firstProblem(subjectTeachersSchema, { teacherIds })}
      save={async (teacherIds) => {
        await api.call(endpoints.setSubjectTeachers, { params: { id: subject.id }, body: { teacherIds } });
        onSaved();
      }}
      failureFallback="Failed to save teachers"
      onClose={onClose}
    />
  );
}
