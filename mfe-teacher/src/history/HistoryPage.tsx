import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LectureList, subjectOptions } from '@rollcall/attendance-ui';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { ListStates, Page } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useTeacherSubjects } from '../data/hooks';
import { useTeacherTexts } from '../texts/texts';

/** My past lectures, newest first (one subject's when the address names it); each opens its record. */
export function HistoryPage() {
  const subjectId = useSearchParams()[0].get('subjectId');
  const subjects = useTeacherSubjects();
  const options = useMemo(() => subjectOptions(subjects.data?.subjects ?? []), [subjects.data]);
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const t = useTeacherTexts();
  const reason = useFailureReason();

  return (
    <Page landmark="section" title={t('history.title')} description={t('history.description')}>
      <ListStates list={subjects} loading={t('load.subjects')} failed={t('fail.subjects')} reason={reason}>
        <LectureList
          area="teacher"
          subjects={options}
          initialFilter={subjectId ? { subjectId } : {}}
          onOpen={(lectureId) => navigate(areaPath(teacherPaths.lecture(lectureId)))}
        />
      </ListStates>
    </Page>
  );
}
