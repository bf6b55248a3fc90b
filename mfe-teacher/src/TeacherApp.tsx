import { Navigate, Route, Routes } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { TeacherLayout } from './layout/TeacherLayout';
import { ClassRosterPage } from './classes/ClassRosterPage';
import { MyClassesPage } from './classes/MyClassesPage';
import { ExtraLecturePage } from './extra/ExtraLecturePage';
import { HistoryPage } from './history/HistoryPage';
import { LecturePage } from './history/LecturePage';
import { LeaveRequestsPage } from './leave/LeaveRequestsPage';
import { ReportsPage } from './reports/ReportsPage';
import { TakeAttendancePage } from './take/TakeAttendancePage';
import { TodayPage } from './today/TodayPage';

/** The teacher area, relative to wherever the shell mounts it (/teacher/*). */
export default function TeacherApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<TeacherLayout mountPath={mountPath} />}>
        <Route index element={<TodayPage />} />
        <Route path="extra" element={<ExtraLecturePage />} />
        <Route path="take/:subjectId/:date/:period" element={<TakeAttendancePage />} />
        <Route path="classes" element={<MyClassesPage />} />
        <Route path="classes/reports" element={<ReportsPage />} />
        <Route path="classes/:subjectId" element={<ClassRosterPage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="history/:lectureId" element={<LecturePage />} />
        <Route path="leave" element={<LeaveRequestsPage />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Route>
    </Routes>
  );
}
