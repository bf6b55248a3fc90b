import type { LoadResult } from '../api/load';

export type Institute = 'school' | 'university';
export type Via = 'gateway' | 'PostgreSQL';
export interface Measured extends LoadResult {
  call: string;
  load: string;
  institute: Institute;
  via: Via;
}

/** The CPU milliseconds each process spent per register while the teachers saved back to back. */
export interface CpuShare {
  institute: Institute;
  via: Via;
  msPerRegister: Record<string, number>;
}

/** The goals: at most 1.3× the school's figure at the university; the report's p95 at most 150 ms at both. */
export const GOALS = { ratio: 1.3, reportP95Ms: 150, teachersShare: 0.85 };
export const REPORT = 'class × semester report';
export const TEACHERS = 'teachers saving registers';

const ms = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
const pair = (row: Measured) => `${ms(row.p50Ms)} / ${ms(row.p95Ms)}`;

/**
 * One row per figure (a call under a load): p50 / p95 in ms at the school and the university, through the gateway
 * and as plain SQL over the marks (when measured under that load), the university's p95 over the school's, and
 * whether the goal is met. The teachers' row gives registers a second and their share of plain PostgreSQL's.
 */
export function figuresTable(results: Measured[]) {
  const find = (call: string, load: string, institute: Institute, via: Via) =>
    results.find((row) => row.call === call && row.load === load && row.institute === institute && row.via === via);
  const figures = [...new Set(results.map((row) => `${row.call}\u0000${row.load}`))].map(
    (key) => key.split('\u0000') as [string, string],
  );
  return figures.map(([call, load]) => {
    const [school, university, schoolSql, universitySql] = [
      find(call, load, 'school', 'gateway'),
      find(call, load, 'university', 'gateway'),
      find(call, load, 'school', 'PostgreSQL'),
      find(call, load, 'university', 'PostgreSQL'),
    ];
    if (!school || !university) throw new Error(`${call}, ${load}: an institute was not measured`);
    if (call === TEACHERS) {
      if (!schoolSql || !universitySql) throw new Error(`${call}: plain PostgreSQL was not measured`);
      const share = (gateway: Measured, plain: Measured) => gateway.requestsPerSecond / plain.requestsPerSecond;
      const rate = (gateway: Measured, plain: Measured) =>
        `${Math.round(gateway.requestsPerSecond)}/s (${Math.round(share(gateway, plain) * 100)} %)`;
      const met = share(school, schoolSql) >= GOALS.teachersShare && share(university, universitySql) >= GOALS.teachersShare;
      return {
        figure: `${call}, ${load} (registers/s, share of plain)`,
        school: rate(school, schoolSql),
        'school SQL': `${Math.round(schoolSql.requestsPerSecond)}/s`,
        university: rate(university, universitySql),
        'university SQL': `${Math.round(universitySql.requestsPerSecond)}/s`,
        'university/school': `${(share(university, universitySql) / share(school, schoolSql)).toFixed(2)}×`,
        'SQL university/school': `${(universitySql.requestsPerSecond / schoolSql.requestsPerSecond).toFixed(2)}×`,
        goal: `≥ ${GOALS.teachersShare * 100} % of plain PostgreSQL at both`,
        met: met ? 'met' : 'not met',
      };
    }
    const ratio = university.p95Ms / school.p95Ms;
    const reportMet = call !== REPORT || (school.p95Ms <= GOALS.reportP95Ms && university.p95Ms <= GOALS.reportP95Ms);
    return {
      figure: `${call}, ${load} (p50 / p95 ms)`,
      school: pair(school),
      'school SQL': schoolSql ? pair(schoolSql) : '—',
      university: pair(university),
      'university SQL': universitySql ? pair(universitySql) : '—',
      'university/school': `${ratio.toFixed(2)}×`,
      'SQL university/school': schoolSql && universitySql ? `${(universitySql.p95Ms / schoolSql.p95Ms).toFixed(2)}×` : '—',
      goal: `≤ ${GOALS.ratio}×${call === REPORT ? `, p95 ≤ ${GOALS.reportP95Ms} ms at both` : ''}`,
      met: ratio <= GOALS.ratio && reportMet ? 'met' : 'not met',
    };
  });
}
