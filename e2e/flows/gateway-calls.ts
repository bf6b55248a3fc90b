import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_VALUE, type Institute, type InstituteListResponse } from '@rollcall/contracts';
import { appDescription } from '../harness/description';

/**
 * Calls the gateway with the cookies of this page's browser, for setting up what a flow needs but does not
 * test itself (so a flow can also run on its own with -t).
 */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const answer = await page.request.fetch(`${appDescription().gateway}${path}`, {
    method,
    data,
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The institute with this email (names may have been edited), registered first when it is not there yet (needs a super admin's page). */
export async function ensureInstitute(page: Page, institute: Omit<Institute, 'id'>): Promise<Institute> {
  const find = async () =>
    (await call<InstituteListResponse>(page, 'GET', '/superadmin/institute')).instituteData.find(
      (i) => i.email === institute.email,
    );
  const existing = await find();
  if (existing) return existing;
  await call(page, 'POST', '/superadmin/institute', institute);
  return (await find())!;
}

/** Creates an admin of that institute; the server mails the temporary password. */
export async function createAdmin(page: Page, admin: { instituteId: string; email: string; name: string }): Promise<void> {
  await call(page, 'POST', '/superadmin/admin', admin);
}
