import { Route, Routes } from 'react-router-dom';
import { AdminGuard, RoleGuard, SuperadminGuard } from './guards/guards';
import { NotFoundPage } from './pages/NotFoundPage';
import { SignedInPage } from './pages/SignedInPage';
import { adminApp, changePasswordPage, landingPage, loginPage, superadminApp } from './remotes/areas';
import { RemoteArea } from './remotes/RemoteArea';

/** The route table of SPEC §2. Every area is a remote loaded on first visit. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteArea module={landingPage} />} />
      <Route path="/login" element={<RemoteArea module={loginPage} />} />
      <Route path="/change-password" element={<RemoteArea module={changePasswordPage} />} />
      <Route
        path="/superadmin/*"
        element={
          <SuperadminGuard>
            <RemoteArea module={superadminApp} />
          </SuperadminGuard>
        }
      />
      <Route
        path="/admin/*"
        element={
          <AdminGuard>
            <RemoteArea module={adminApp} />
          </AdminGuard>
        }
      />
      <Route
        path="/teacher"
        element={
          <RoleGuard role="teacher">
            <SignedInPage role="teacher" />
          </RoleGuard>
        }
      />
      <Route
        path="/student"
        element={
          <RoleGuard role="student">
            <SignedInPage role="student" />
          </RoleGuard>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
