/**
 * The areas of RollCall, declared once: where each is routed, who may enter, how the shell guards it and
 * which remote serves it. The shell's routes and guards, remotes.json, the frontends' build and serve,
 * `npm start`, the e2e harness's frontends and the gateway's role guard are all read from this table.
 * A new remote is one entry here plus its folder.
 *
 * Browser-safe data only. Import it as '@rollcall/contracts/areas', never through the package root: the
 * shell reads it on '/', where it must not load the shared contracts (and zod with them).
 */
import type { Role } from './roles';

/**
 * How the shell guards a route. The gateway's role guard is the authority over every role's API; the
 * shell's guard only spares a visitor a screen they cannot use.
 */
export type PublicGuardKind =
  /** Anyone; the shell loads nothing of the session for it, so the page stays light. */
  | 'public'
  /** Anyone; the page reads the session itself. */
  | 'session';
export type RoleGuardKind =
  /** Only the route's role: a spinner while the session is checked, anyone else goes to /login. */
  | 'role'
  /** Only the route's role: 'Loading...' while the session is checked, anyone else goes to /login with 'Unauthorised Access'. */
  | 'role-with-notice';

/** A route anyone may open. */
export interface PublicAccess {
  guard: PublicGuardKind;
}

/** A route for one role; its path is also that role's prefix of the API (`/admin` → `/admin/*`). */
export interface RoleAccess {
  guard: RoleGuardKind;
  role: Role;
}

/** A page a remote exposes, loaded when its route is first visited. */
export type RemoteRoute = (PublicAccess | RoleAccess) & {
  path: `/${string}`;
  /** The exposed module without './', e.g. 'LoginPage'. */
  exposes: string;
  /** How messages name the page: '<title> is unavailable right now'. */
  title: string;
  /** The remote routes its own sub-pages, so the shell mounts it at `<path>/*`. */
  subpages?: boolean;
};

export interface RemoteInfo {
  /** The Module Federation container name, as in remotes.json. */
  name: string;
  /** Workspace folder, relative to the repository root. */
  folder: string;
  port: number;
  /** The environment variable that moves it to another port. */
  portEnv: string;
}

export interface Area {
  remote: RemoteInfo;
  routes: readonly RemoteRoute[];
}

export const areas = [
  {
    remote: { name: 'landing', folder: 'mfe-landing', port: 3001, portEnv: 'LANDING_PORT' },
    routes: [{ path: '/', exposes: 'LandingPage', title: 'The home page', guard: 'public' }],
  },
  {
    remote: { name: 'auth', folder: 'mfe-auth', port: 3002, portEnv: 'AUTH_PORT' },
    routes: [
      { path: '/login', exposes: 'LoginPage', title: 'Sign-in', guard: 'session' },
      { path: '/change-password', exposes: 'ChangePasswordPage', title: 'Password change', guard: 'session' },
      { path: '/forgot-password', exposes: 'ForgotPasswordPage', title: 'Forgotten password', guard: 'public' },
      { path: '/reset-password', exposes: 'ResetPasswordPage', title: 'Password reset', guard: 'public' },
    ],
  },
  {
    remote: { name: 'superadmin', folder: 'mfe-superadmin', port: 3003, portEnv: 'SUPERADMIN_PORT' },
    routes: [
      {
        path: '/superadmin',
        subpages: true,
        exposes: 'SuperadminApp',
        title: 'The Super Admin area',
        guard: 'role',
        role: 'superadmin',
      },
    ],
  },
  {
    remote: { name: 'admin', folder: 'mfe-admin', port: 3004, portEnv: 'ADMIN_PORT' },
    routes: [
      { path: '/admin', subpages: true, exposes: 'AdminApp', title: 'The Admin area', guard: 'role-with-notice', role: 'admin' },
    ],
  },
  {
    remote: { name: 'teacher', folder: 'mfe-teacher', port: 3005, portEnv: 'TEACHER_PORT' },
    routes: [
      { path: '/teacher', subpages: true, exposes: 'TeacherApp', title: 'The Teacher area', guard: 'role', role: 'teacher' },
    ],
  },
  {
    remote: { name: 'student', folder: 'mfe-student', port: 3006, portEnv: 'STUDENT_PORT' },
    routes: [
      { path: '/student', subpages: true, exposes: 'StudentApp', title: 'The Student area', guard: 'role', role: 'student' },
      { path: '/parent', subpages: true, exposes: 'ParentApp', title: 'The Parent area', guard: 'role', role: 'parent' },
      // The link of a mail: anyone may open it, signed in or not.
      { path: '/unsubscribe', exposes: 'UnsubscribePage', title: 'Unsubscribe', guard: 'public' },
    ],
  },
] as const satisfies readonly Area[];

export type RemoteName = (typeof areas)[number]['remote']['name'];

/** Every remote, in the table's order. */
export const remotes: ReadonlyArray<RemoteInfo & { name: RemoteName }> = areas.map((area) => area.remote);

export type AreaRoute = RemoteRoute & { remote: RemoteName };

/** Every route of every area, each with the name of the remote that serves it. */
export const areaRoutes: readonly AreaRoute[] = (areas as readonly Area[]).flatMap((area) =>
  area.routes.map((route) => ({ ...route, remote: area.remote.name as RemoteName })),
);

export function isRoleAccess<T extends PublicAccess | RoleAccess>(access: T): access is T & RoleAccess {
  return 'role' in access;
}

/** The routes only one role may enter; their paths are the API prefixes the gateway guards. */
export const roleRoutes: ReadonlyArray<AreaRoute & RoleAccess> = areaRoutes.filter(isRoleAccess);
