// The routes that need a session or the gateway, loaded on first visit to any of them (not on '/').
import { AdminGuard, RoleGuard, SuperadminGuard } from '../guards/guards';
import { SignedInPage } from '../pages/SignedInPage';
import { adminApp, changePasswordPage, loginPage, superadminApp } from '../remotes/areas';
import { RemoteArea } from '../remotes/RemoteArea';
import { ApiScope } from './ApiScope';

export function LoginArea() {
  return (
    <ApiScope>
      <RemoteArea module={loginPage} />
    </ApiScope>
  );
}

export function ChangePasswordArea() {
  return (
    <ApiScope>
      <RemoteArea module={changePasswordPage} />
    </ApiScope>
  );
}

export function SuperadminArea() {
  return (
    <ApiScope>
      <SuperadminGuard>
        <RemoteArea module={superadminApp} />
      </SuperadminGuard>
    </ApiScope>
  );
}

export function AdminArea() {
  return (
    <ApiScope>
      <AdminGuard>
        <RemoteArea module={adminApp} />
      </AdminGuard>
    </ApiScope>
  );
}

export function TeacherArea() {
  return (
    <ApiScope>
      <RoleGuard role="teacher">
        <SignedInPage role="teacher" />
      </RoleGuard>
    </ApiScope>
  );
}

export function StudentArea() {
  return (
    <ApiScope>
      <RoleGuard role="student">
        <SignedInPage role="student" />
      </RoleGuard>
    </ApiScope>
  );
}
