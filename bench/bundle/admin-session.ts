import type { BrowserContext } from 'playwright-core';
import type { AdminResponse, InstituteResponse } from '@rollcall/contracts';
import { ADMIN_CREDENTIALS_SUBJECT } from '../../services/src/credentials/credentials-mail';
import { readMailbox } from '../../services/src/mail/mailbox';
import { gatewayCall, type GatewayOf } from './gateway-call';

const ADMIN = { name: 'Bench Admin', email: 'bench.admin@bench-bundle.test', password: 'Bench!Admin0rd' };

interface Stack extends GatewayOf {
  mailDir: string;
  superadmin: { email: string; password: string };
}

async function temporaryPassword(mailDir: string, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = (await readMailbox(mailDir)).find(
      (message) => message.to.toLowerCase().includes(email) && message.subject === ADMIN_CREDENTIALS_SUBJECT,
    );
    const password = mail && /Temporary password: (\S+)/.exec(mail.text)?.[1];
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no credentials mail to ${email}`);
}

/**
 * Seeds an institute and its admin through the super admin's API, and returns how to sign a browser context in
 * as that admin (their own password, set in place of the mailed one), as a person would be on their dashboard.
 */
export async function adminSignIn(seeder: BrowserContext, stack: Stack): Promise<(context: BrowserContext) => Promise<void>> {
  await gatewayCall(seeder, stack, 'POST', '/auth/login', { role: 'superadmin', ...stack.superadmin });
  const { institute } = await gatewayCall<InstituteResponse>(seeder, stack, 'POST', '/superadmin/institute', {
    name: 'Bench Bundle College',
    email: 'office@bench-bundle.test',
    phoneNumber: '+91 98765 00000',
    address: '1 Bundle Road, Bench City',
  });
  await gatewayCall<AdminResponse>(seeder, stack, 'POST', '/superadmin/admin', {
    instituteId: institute.id,
    name: ADMIN.name,
    email: ADMIN.email,
  });
  const mailed = await temporaryPassword(stack.mailDir, ADMIN.email);
  await gatewayCall(seeder, stack, 'POST', '/auth/login', { role: 'admin', email: ADMIN.email, password: mailed });
  await gatewayCall(seeder, stack, 'POST', '/auth/change-password', { currentPassword: mailed, newPassword: ADMIN.password });
  return async (context) => {
    await gatewayCall(context, stack, 'POST', '/auth/login', { role: 'admin', email: ADMIN.email, password: ADMIN.password });
  };
}
