import type { RemoteName } from '@rollcall/contracts/areas';

/** What the shell loads from a remote, and the area's name in messages ('<Area> is unavailable right now'). */
export interface RemoteModule {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'LoginPage'. */
  expose: string;
  area: string;
}
