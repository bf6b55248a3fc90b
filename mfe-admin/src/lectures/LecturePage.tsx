import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { LectureRecord } from '@rollcall/attendance-ui';
import { usePermission } from '../data/hooks';

/**
 * One lecture's record for the office (/admin/lectures/:lectureId). Correct shows only to an admin who holds
 * Correct attendance, and only while the server's record allows it too.
 */
export function LecturePage() {
  const { lectureId = '' } = useParams();
  const navigate = useNavigate();
  const mountPath = useMountPath();
  const back = (useLocation().state as { back?: string } | null)?.back;
  const mayCorrect = usePermission('correct_attendance');
  return (
    <LectureRecord
      area="admin"
      lectureId={lectureId}
      canCorrect={mayCorrect}
      onBack={() => navigate(back ?? `${mountPath}/lectures`)}
    />
  );
}
