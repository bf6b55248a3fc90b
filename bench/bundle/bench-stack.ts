import { startStack } from '../../scripts/stack';

/** The super admin a browser bench's stack starts with. */
export const BENCH_SUPERADMIN = { email: 'bench.superadmin@rollcall.test', password: 'Bench!Passw0rd' };

/**
 * The server side a browser bench measures against: embedded engines in `dataDir`, the gateway on any free port,
 * allowing the one shell the bench serves.
 */
export function startBenchStack(dataDir: string, shellUrl: string, log?: (message: string) => void) {
  return startStack({
    dataDir,
    ports: { gateway: 0 },
    internalSecret: 'bench-internal-secret-0123456789abcdef',
    sessionSecrets: ['bench-session-secret-0123456789abcdef'],
    shellUrl,
    shellOrigins: [shellUrl],
    superadmin: BENCH_SUPERADMIN,
    log,
  });
}
