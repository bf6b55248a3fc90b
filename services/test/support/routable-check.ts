/**
 * Every test file of the services: each statement the application sent to PostgreSQL while its tests ran is parsed
 * with PostgreSQL's own parser once they are done, and the file fails on any that reads or writes a tenant table
 * without naming one institute, since Citus's router could not send it to one node. Deliberate exceptions are listed
 * in routing/unrouted-statements.ts.
 */
import { unroutableStatements } from './routing/routing-check';
import { recordedStatements, recordStatements } from './routing/statement-recorder';
import { tenantCatalog } from './routing/tenant-catalog';
import { cachedRoutingProblems } from './routing/verdict-cache';
import { UNROUTED_STATEMENTS } from './routing/unrouted-statements';

recordStatements();

afterAll(async () => {
  const statements = recordedStatements();
  if (!statements.length) return;
  const failures = await unroutableStatements(statements, UNROUTED_STATEMENTS, cachedRoutingProblems(await tenantCatalog()));
  if (failures.length) {
    throw new Error(`Statements not routable to one institute:\n\n${failures.join('\n\n')}`);
  }
}, 60_000);
