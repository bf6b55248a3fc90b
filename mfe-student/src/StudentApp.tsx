import { Navigate, Route, Routes } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { PortalLayout } from './layout/PortalLayout';
import { StudentAttendancePage } from './student/StudentAttendancePage';

/** The student area, relative to wherever the shell mounts it (/student/*). */
export default function StudentApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<PortalLayout role="student" />}>
        <Route index element={<StudentAttendancePage />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Route>
    </Routes>
  );
}
