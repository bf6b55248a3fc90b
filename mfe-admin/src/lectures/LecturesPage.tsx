import { failureReason } from '@rollcall/api-client';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { LectureList, subjectOptions } from '@rollcall/attendance-ui';
import { Page, ListStates } from '@rollcall/ui-kit/pages';
import { useSubjects } from '../data/hooks';
import listStyles from '../common/ListPage.module.css';
import { useAdminTexts } from '../texts/texts';

/**
 * Attendance records: the institute's past lectures (/admin/lectures), or one subject's
 * (/admin/subjects/:subjectId/lectures, reached from the Subject page), each opening its record.
 */
export function LecturesPage() {
  const t = useAdminTexts();
  const { subjectId } = useParams();
  const navigate = useNavigate();
  const mountPath = useMountPath();
  const { pathname } = useLocation();
  const subjects = useSubjects({});
  const options = useMemo(() => subjectOptions(subjects.data?.subjects ?? []), [subjects.data]);
  const subject = subjects.data?.subjects.find((item) => item.id === subjectId);

  return (
    <Page
      landmark="section"
      title={subject ? t('lectures.ofSubject', { code: subject.code, name: subject.name }) : t('lectures.title')}
      description={t('lectures.description')}
      back={Boolean(subjectId)}
      onBack={() => navigate(`${mountPath}/subject`)}
    >
      <div className={listStyles.list}>
        <ListStates list={subjects} noun={t('lectures.subjects')} reason={failureReason}>
          <LectureList
            area="admin"
            subjects={options}
            initialFilter={subjectId ? { subjectId } : {}}
            onOpen={(lectureId) => navigate(`${mountPath}/lectures/${lectureId}`, { state: { back: pathname } })}
          />
        </ListStates>
      </div>
    </Page>
  );
}
