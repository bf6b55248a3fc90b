import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@rollcall/ui-kit';
import { landingPage } from './remotes/areas';
import { RemoteArea } from './remotes/RemoteArea';
import styles from './remotes/RemoteArea.module.css';

type SessionAreas = typeof import('./session/areas');
const sessionArea = (name: keyof SessionAreas): LazyExoticComponent<ComponentType> =>
  lazy(() => import('./session/areas').then((areas) => ({ default: areas[name] })));

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((page) => ({ default: page.NotFoundPage })));
const LoginArea = sessionArea('LoginArea');
const ChangePasswordArea = sessionArea('ChangePasswordArea');
const SuperadminArea = sessionArea('SuperadminArea');
const AdminArea = sessionArea('AdminArea');
const TeacherArea = sessionArea('TeacherArea');
const StudentArea = sessionArea('StudentArea');

/** The route table of SPEC §2. Every area is loaded on first visit; '/' needs nothing of the others. */
export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner size="lg" label="Loading" />
        </div>
      }
    >
      <Routes>
        <Route path="/" element={<RemoteArea module={landingPage} />} />
        <Route path="/login" element={<LoginArea />} />
        <Route path="/change-password" element={<ChangePasswordArea />} />
        <Route path="/superadmin/*" element={<SuperadminArea />} />
        <Route path="/admin/*" element={<AdminArea />} />
        <Route path="/teacher" element={<TeacherArea />} />
        <Route path="/student" element={<StudentArea />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
