import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { useMountPath } from '@rollcall/federation/mount-path';
import { DashboardPage } from './pages/DashboardPage';
import { SectionPage } from './pages/SectionPage';

/** The admin area, relative to wherever the shell mounts it (/admin/*). */
export default function AdminApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<AdminLayout mountPath={mountPath} />}>
        <Route index element={<Navigate to={`${mountPath}/dashboard`} replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="subject" element={<SectionPage title="Subject" />} />
        <Route path="teacher" element={<SectionPage title="Teacher" />} />
        <Route path="administration" element={<SectionPage title="Administration" />} />
        <Route path="reports" element={<SectionPage title="Reports" />} />
        <Route path="*" element={<Navigate to={`${mountPath}/dashboard`} replace />} />
      </Route>
    </Routes>
  );
}
