/**
 * Child process of the API benchmark: the whole stack (startStack) on free ports in a temporary folder, or in
 * BENCH_DATA_DIR, kept afterwards, when set; first-absence alerts held ABSENCE_ALERT_HOLD_SECONDS when set. Prints
 * one line `READY {json}` with its addresses, stops and cleans up on SIGTERM.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/stack';

async function main() {
  const keptDataDir = process.env.BENCH_DATA_DIR;
  const holdSeconds = process.env.ABSENCE_ALERT_HOLD_SECONDS;
  const dataDir = keptDataDir ?? (await mkdtemp(path.join(tmpdir(), 'rollcall-bench-')));
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o777);
  const stack = await startStack({
    dataDir,
    internalSecret: process.env.INTERNAL_SECRET!,
    sessionSecrets: [process.env.SESSION_SECRET!],
    superadmin: { email: process.env.SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD },
    // How long a first-absence alert waits for a correction, as the services' own entry reads it (services/src/main.ts).
    ...(holdSeconds ? { services: { absenceAlerts: { holdMs: Number(holdSeconds) * 1000 } } } : {}),
  });
  console.log(
    `READY ${JSON.stringify({ servicesUrl: stack.urls.services, databaseUrl: stack.gatewayOptions.databaseUrl, databaseOwnerUrl: stack.database?.ownerUrl })}`,
  );
  const stop = async () => {
    await stack.stop();
    if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
