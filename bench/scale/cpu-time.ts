import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  cpuSeconds: number;
}

function processTimes(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

function everyProcess(): Map<number, ProcessTimes> {
  const processes = new Map<number, ProcessTimes>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const times = processTimes(Number(name));
    if (times) processes.set(Number(name), times);
  }
  return processes;
}

/** Who is counted: the bench's own process, processes by pid, and the processes under one (PostgreSQL's). */
export interface CpuParts {
  own: string;
  processes: Record<string, number>;
  descendantsOf: Record<string, number>;
}

export type CpuSeconds = Record<string, number>;

/**
 * The CPU seconds (user and system) each part has used so far, read from /proc: what a load costs each process is
 * the difference of two readings. Descendants are those alive at the reading (PostgreSQL's backends of a pool live
 * as long as it).
 */
export function cpuSeconds(parts: CpuParts): CpuSeconds {
  const processes = everyProcess();
  const reading: CpuSeconds = {};
  const usage = process.cpuUsage();
  reading[parts.own] = (usage.user + usage.system) / 1e6;
  for (const [part, pid] of Object.entries(parts.processes)) reading[part] = processes.get(pid)?.cpuSeconds ?? 0;
  for (const [part, root] of Object.entries(parts.descendantsOf)) {
    const under = (pid: number): boolean => {
      for (let at = processes.get(pid)?.parent; at !== undefined && at > 1; at = processes.get(at)?.parent)
        if (at === root) return true;
      return false;
    };
    reading[part] = [...processes].filter(([pid]) => under(pid)).reduce((sum, [, times]) => sum + times.cpuSeconds, 0);
  }
  return reading;
}

/** Milliseconds of CPU each part spent per request between two readings. */
export function cpuPerRequest(before: CpuSeconds, after: CpuSeconds, requests: number): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((part) => [part, Math.round(((after[part]! - (before[part] ?? 0)) * 1e4) / requests) / 10]),
  );
}
