/**
 * Run by stack-in-child.ts in a process of its own: the whole server side as `npm start` runs it, so a test can
 * see whether something ends the process. Prints every log line, then one `ready {…}` line with its addresses;
 * SIGTERM stops it.
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
  console.log(`ready ${JSON.stringify({ gatewayUrl: stack.gateway.url, databaseUrl: stack.gatewayOptions.databaseUrl })}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
