import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { useMountPath } from '@rollcall/federation/mount-path';
import { AreaTexts } from '@rollcall/attendance-ui';
import { AdministrationPage } from './administration/AdministrationPage';
import { administrationSections } from './administration/sections';
import { DashboardPage } from './dashboard/DashboardPage';
import { EligibilityPage } from './eligibility/EligibilityPage';
import { StudentEligibilityPage } from './eligibility/StudentEligibilityPage';
import { LeavePage } from './leave/LeavePage';
import { LecturePage } from './lectures/LecturePage';
import { LecturesPage } from './lectures/LecturesPage';
import { ReportsPage } from './reports/ReportsPage';
import { SubjectPage } from './subjects/SubjectPage';
import { TeacherPage } from './teachers/TeacherPage';

/** The admin area, relative to wherever the shell mounts it (/admin/*); it stays English, the shared views included. */
export default function AdminApp() {
  const mountPath = useMountPath();
  return (
    <AreaTexts area="admin">
      <Routes>
        <Route element={<AdminLayout mountPath={mountPath} />}>
          <Route index element={<Navigate to={`${mountPath}/dashboard`} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="subject" element={<SubjectPage />} />
          <Route path="subjects/:subjectId/lectures" element={<LecturesPage />} />
          <Route path="teacher" element={<TeacherPage />} />
          <Route path="lectures" element={<LecturesPage />} />
          <Route path="lectures/:lectureId" element={<LecturePage />} />
          <Route path="administration">
            <Route index element={<AdministrationPage />} />
            {administrationSections.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path="reports" element={<ReportsPage />} />
          <Route path="reports/eligibility">
            <Route index element={<EligibilityPage />} />
            <Route path="students/:studentId" element={<StudentEligibilityPage />} />
          </Route>
          <Route path="leave" element={<LeavePage />} />
          <Route path="*" element={<Navigate to={`${mountPath}/dashboard`} replace />} />
        </Route>
      </Routes>
    </AreaTexts>
  );
}
