import { Navigate, Route, Routes } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { LazyScreen } from '@rollcall/ui-kit/pages';
import { emailSettingsScreen } from './emails/emailSettingsScreen';
import { PortalLayout } from './layout/PortalLayout';
import { ChildAttendancePage } from './parent/ChildAttendancePage';
import { FirstChildPage } from './parent/FirstChildPage';

/** The parent area, relative to wherever the shell mounts it (/parent/*): one page per linked child, and Email settings. */
export default function ParentApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<PortalLayout role="parent" />}>
        <Route index element={<FirstChildPage mountPath={mountPath} />} />
        <Route path="emails" element={<LazyScreen screen={emailSettingsScreen} props={{ reader: 'parent', mountPath }} />} />
        <Route path=":childId" element={<ChildAttendancePage mountPath={mountPath} />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Route>
    </Routes>
  );
}
