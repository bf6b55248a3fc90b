import type { BrowserContext } from 'playwright-core';
import { CSRF_HEADER, CSRF_VALUE, type DemoInstituteResponse } from '@rollcall/contracts';
import { BENCH_SUPERADMIN } from './bench-stack';

/** The gateway a browser bench calls, and the shell whose pages it answers. */
export interface GatewayOf {
  gatewayUrl: string;
  shellUrl: string;
}

/** Calls the gateway as the shell's page does (CSRF header, the shell's Origin), with the context's cookies. */
export async function gatewayCall<T>(
  context: BrowserContext,
  at: GatewayOf,
  method: 'GET' | 'POST' | 'PATCH',
  route: string,
  data?: unknown,
): Promise<T> {
  const answer = await context.request.fetch(`${at.gatewayUrl}${route}`, {
    method,
    data,
    headers: { [CSRF_HEADER]: CSRF_VALUE, Origin: at.shellUrl },
  });
  if (!answer.ok()) throw new Error(`${method} ${route} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A demo institute made by the bench stack's super admin: its school, timetable, semester of marks and sign-ins. */
export async function benchDemoInstitute(context: BrowserContext, at: GatewayOf): Promise<DemoInstituteResponse> {
  await gatewayCall(context, at, 'POST', '/auth/login', { role: 'superadmin', ...BENCH_SUPERADMIN });
  return gatewayCall<DemoInstituteResponse>(context, at, 'POST', '/superadmin/demo-institutes', {});
}
