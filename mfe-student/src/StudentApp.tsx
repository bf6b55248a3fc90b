import { Navigate, Route, Routes } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { LazyScreen } from '@rollcall/ui-kit/pages';
import { emailSettingsScreen } from './emails/emailSettingsScreen';
import { PortalLayout } from './layout/PortalLayout';
import { StudentAttendancePage } from './student/StudentAttendancePage';

/** The student area, relative to wherever the shell mounts it (/student/*): attendance, and Email settings. */
export default function StudentApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<PortalLayout role="student" />}>
        <Route index element={<StudentAttendancePage mountPath={mountPath} />} />
        <Route path="emails" element={<LazyScreen screen={emailSettingsScreen} props={{ reader: 'student', mountPath }} />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Route>
    </Routes>
  );
}
