import type { SessionUser } from '../auth';
import type { Role } from '../roles';

/** A user as the gateway needs it to open a session. */
export type ServiceUser = SessionUser & { role: Role };

/** What services' internal credential and user endpoints answer on success. */
export interface ServiceUserResponse {
  success: true;
  user: ServiceUser;
}
