import { hashPassword } from '../../services/src/passwords/hashing';
import type { Pool } from '../../services/src/db/pool';
import type { DeployedStack } from './deployed-stack';

const ADMIN_PASSWORD = 'Bench!Admin26';

/** Adds an admin to a generated institute (as the owner) and signs them in through the gateway. */
export async function signedInAdmin(pool: Pool, deployed: DeployedStack, instituteId: string, email: string) {
  await pool.query(
    `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ('admin', $1, 'Bench Admin', $2, $3)`,
    [instituteId, email, await hashPassword(ADMIN_PASSWORD)],
  );
  return deployed.signIn('admin', email, ADMIN_PASSWORD);
}
