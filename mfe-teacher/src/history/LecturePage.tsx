import { useNavigate, useParams } from 'react-router-dom';
import { LectureRecord } from '@rollcall/attendance-ui';
import { teacherPaths, useAreaPath } from '../common/paths';

/** One of my lectures: every mark with its history; Correct while the server allows it (the correction window). */
export function LecturePage() {
  const { lectureId = '' } = useParams();
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  return <LectureRecord area="teacher" lectureId={lectureId} onBack={() => navigate(areaPath(teacherPaths.history))} />;
}
