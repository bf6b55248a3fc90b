/**
 * Loaded first in every child of `npm start` (`node --import tsx --import ./scripts/supervisor/exit-with-parent.ts`).
 * The supervisor talks to its children over an IPC channel, which closes when the supervisor dies, even by
 * SIGKILL: the child then stops as on SIGTERM, so no child outlives it holding a port.
 */
const STOP_WITHIN_MS = 5_000;

if (process.send) {
  process.channel?.unref();
  process.once('disconnect', () => {
    setTimeout(() => process.exit(1), STOP_WITHIN_MS).unref();
    process.kill(process.pid, 'SIGTERM');
  });
}
