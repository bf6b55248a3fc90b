import { Navigate, Route, Routes } from 'react-router-dom';
import { useMountPath } from '@rollcall/federation/mount-path';
import { downloadableScreen, LazyScreen } from '@rollcall/ui-kit/pages';
import { TeacherLayout } from './layout/TeacherLayout';
import { TakeAttendancePage } from './take/TakeAttendancePage';
import { TodayPage } from './today/TodayPage';

// Today and the register are what a teacher opens at the start of a lecture, in a classroom that may have no
// signal: they come with the area. The other screens are downloaded when first opened.
const extraLecture = downloadableScreen(() => import('./extra/ExtraLecturePage').then((page) => page.ExtraLecturePage));
const myClasses = downloadableScreen(() => import('./classes/MyClassesPage').then((page) => page.MyClassesPage));
const classRoster = downloadableScreen(() => import('./classes/ClassRosterPage').then((page) => page.ClassRosterPage));
const reports = downloadableScreen(() => import('./reports/ReportsPage').then((page) => page.ReportsPage));
const history = downloadableScreen(() => import('./history/HistoryPage').then((page) => page.HistoryPage));
const lecture = downloadableScreen(() => import('./history/LecturePage').then((page) => page.LecturePage));
const leaveRequests = downloadableScreen(() => import('./leave/LeaveRequestsPage').then((page) => page.LeaveRequestsPage));

/** The teacher area, relative to wherever the shell mounts it (/teacher/*). */
export default function TeacherApp() {
  const mountPath = useMountPath();
  return (
    <Routes>
      <Route element={<TeacherLayout mountPath={mountPath} />}>
        <Route index element={<TodayPage />} />
        <Route path="extra" element={<LazyScreen screen={extraLecture} />} />
        <Route path="take/:subjectId/:date/:period" element={<TakeAttendancePage />} />
        <Route path="classes" element={<LazyScreen screen={myClasses} />} />
        <Route path="classes/reports" element={<LazyScreen screen={reports} />} />
        <Route path="classes/:subjectId" element={<LazyScreen screen={classRoster} />} />
        <Route path="history" element={<LazyScreen screen={history} />} />
        <Route path="history/:lectureId" element={<LazyScreen screen={lecture} />} />
        <Route path="leave" element={<LazyScreen screen={leaveRequests} />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Route>
    </Routes>
  );
}
