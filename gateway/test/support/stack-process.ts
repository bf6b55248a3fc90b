/**
 * Run by stack-in-child.ts in a process of its own: the whole server side in one process, so a test can see
 * whether something ends it. Prints every log line, then one `ready {…}` line with its addresses and the owner's
 * database URL (seeding, and the connections of every login); SIGTERM stops it.
 */
import { startStack } from '../../../scripts/stack';

async function main(): Promise<void> {
  const [dataDir, secrets] = process.argv.slice(2);
  const { internalSecret, sessionSecret, superadmin } = JSON.parse(secrets ?? '{}');
  const stack = await startStack({
    dataDir: dataDir!,
    internalSecret,
    sessionSecrets: [sessionSecret],
    superadmin,
    log: (message) => console.log(message),
  });
  process.once('SIGTERM', () => {
    void stack.stop().finally(() => process.exit(0));
  });
  console.log(
    `ready ${JSON.stringify({ gatewayUrl: stack.gateway.url, databaseUrl: stack.database?.ownerUrl ?? stack.gatewayOptions.databaseUrl })}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
