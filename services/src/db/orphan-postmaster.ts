import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OrphanPostmasterOptions {
  log?: (message: string) => void;
  /** How long each signal may take to stop the server before the next, harder one (tests shorten it). */
  graceMs?: number;
}

interface ProcessStat {
  command: string;
  state: string;
  parent: number;
}

/** Fields of /proc/<pid>/stat; null when the process is gone (or this system has no /proc). */
function processStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may itself hold spaces or parentheses: the fields follow the last ')'.
    const close = stat.lastIndexOf(')');
    const [state = '', parent = '0'] = stat.slice(close + 2).split(' ');
    return { command: stat.slice(stat.indexOf('(') + 1, close), state, parent: Number(parent) };
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  const stat = processStat(pid);
  return stat !== null && stat.state !== 'Z';
};

function postmasterPid(clusterDir: string): number | null {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Sends a signal; false when the process has gone meanwhile. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(100);
  }
  return !alive(pid);
}

/**
 * Stops a PostgreSQL server left running on this cluster by a RollCall process that died without stopping it
 * (killed with SIGKILL: the server is then adopted by init or another reaper, and its postmaster.pid blocks the
 * next start). A server whose parent is still the Node.js process that started it belongs to a live RollCall:
 * that is refused, never touched. A postmaster.pid naming no live postgres process is left to PostgreSQL,
 * which replaces it itself. Linux only (reads /proc); elsewhere it does nothing.
 */
export async function stopOrphanPostmaster(clusterDir: string, options: OrphanPostmasterOptions = {}): Promise<void> {
  const { log = console.log, graceMs = 10_000 } = options;
  const pid = postmasterPid(clusterDir);
  if (pid === null) return;
  const postmaster = processStat(pid);
  if (!postmaster || postmaster.state === 'Z' || postmaster.command !== 'postgres') return;

  const parent = processStat(postmaster.parent);
  const startedByLiveNode = postmaster.parent !== 1 && parent !== null && parent.command.startsWith('node');
  if (startedByLiveNode) {
    throw new Error(
      `Another RollCall (process ${postmaster.parent}) is using the data folder ${path.dirname(clusterDir)}: its PostgreSQL (process ${pid}) is running. Stop that one first, or choose another DATA_DIR.`,
    );
  }

  log(`PostgreSQL (process ${pid}) was left running on ${clusterDir} by a RollCall that died: stopping it…`);
  // SIGTERM lets sessions end (smart shutdown), SIGINT ends them (fast shutdown); both leave a clean cluster.
  for (const name of ['SIGTERM', 'SIGINT'] as const) {
    if (!signal(pid, name) || (await exited(pid, graceMs))) {
      log(`PostgreSQL (process ${pid}) stopped (${name}).`);
      return;
    }
    log(`PostgreSQL (process ${pid}) still runs ${graceMs / 1000} s after ${name}.`);
  }
  signal(pid, 'SIGKILL');
  if (!(await exited(pid, graceMs))) throw new Error(`PostgreSQL (process ${pid}) on ${clusterDir} could not be stopped`);
  log(`PostgreSQL (process ${pid}) killed (SIGKILL); it recovers its data at the next start.`);
}
