/** Work done in passes: at start, every interval, and whenever asked. */
export interface RepeatingPass {
  /** A pass now, or one more after the running one. */
  kick(): void;
  /** A pass now; resolves once no pass is running any more. */
  drain(): Promise<void>;
  /** No more passes; resolves once the running one has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at start (or at the first kick, for work that needs something not ready yet), then every `intervalMs`
 * and on each kick, never two passes at once in this process: a kick during
 * a pass asks for exactly one more after it, so nothing asked for is missed and nothing piles up. `pass` handles its
 * own failures; the timer does not keep the process alive.
 */
export function repeatPass(
  intervalMs: number,
  pass: () => Promise<void>,
  { firstPass = 'at-start' }: { firstPass?: 'at-start' | 'on-first-kick' } = {},
): RepeatingPass {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function passes(): Promise<void> {
    do {
      again = false;
      await pass();
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (!timer) {
      timer = setInterval(kick, intervalMs);
      timer.unref();
    }
    if (running) {
      again = true;
      return;
    }
    running = passes().finally(() => {
      running = null;
    });
  }

  if (firstPass === 'at-start') kick();

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
