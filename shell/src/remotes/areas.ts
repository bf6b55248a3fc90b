import type { RemoteName } from '@rollcall/federation';

/** What the shell loads from each remote, and the area's name in messages ('<Area> is unavailable right now'). */
export interface RemoteModule {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'LoginPage'. */
  expose: string;
  area: string;
}

export const landingPage: RemoteModule = { remote: 'landing', expose: 'LandingPage', area: 'The home page' };
export const loginPage: RemoteModule = { remote: 'auth', expose: 'LoginPage', area: 'Sign-in' };
export const changePasswordPage: RemoteModule = { remote: 'auth', expose: 'ChangePasswordPage', area: 'Password change' };
export const superadminApp: RemoteModule = { remote: 'superadmin', expose: 'SuperadminApp', area: 'The Super Admin area' };
export const adminApp: RemoteModule = { remote: 'admin', expose: 'AdminApp', area: 'The Admin area' };
