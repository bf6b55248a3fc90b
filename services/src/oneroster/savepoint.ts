import type { Outcome, Refusal } from '../db/outcome';
import type { Queryable } from '../db/pool';

/**
 * Runs one write in a savepoint: a refusal (whose failed statement would leave the transaction aborted) takes back
 * what the write did, and the import goes on with the next line.
 */
export async function inSavepoint<Value, Reason extends Refusal>(
  db: Queryable,
  write: () => Promise<Outcome<Value, Reason>>,
): Promise<Outcome<Value, Reason>> {
  await db.query('SAVEPOINT oneroster_line');
  const outcome = await write();
  await db.query(outcome.ok ? 'RELEASE SAVEPOINT oneroster_line' : 'ROLLBACK TO SAVEPOINT oneroster_line');
  return outcome;
}
