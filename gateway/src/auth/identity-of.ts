import type { Identity } from '@rollcall/contracts/internal';
import type { SignedIn } from '../session/session-data';

/** The identity the gateway vouches for when it calls services for this session. */
export function identityOf(session: SignedIn): Identity {
  return { role: session.role, userId: session.user.id, instituteId: session.user.instituteId };
}
