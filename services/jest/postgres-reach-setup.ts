import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPostgresCanReach } from '../src/db/postgres-reach';

/** The suites start embedded PostgreSQL with data under the temporary folder: a checkout it cannot reach stops the run at once. */
export default async function postgresReachSetup(): Promise<void> {
  await assertPostgresCanReach(path.join(tmpdir(), 'rollcall-test-data'));
}
