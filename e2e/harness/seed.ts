/**
 * What a suite sets up before its tests, through the gateway's API: its own institutes, admins and enquiries.
 * Suites share one app and run side by side, so each uses names and email addresses of its own; seeding one
 * that is already there fails at once rather than letting two suites read each other's data.
 */
import type {
  Admin,
  AdminResponse,
  Institute,
  InstituteListResponse,
  InstituteResponse,
  RegistrationEnquiryInput,
} from '@rollcall/contracts';
import type { GatewayApi } from './gateway-api';
import { temporaryPasswordOf } from './mail';

export type NewInstitute = Omit<Institute, 'id'>;
export interface NewAdmin {
  name: string;
  email: string;
}
/** An admin as the credentials mail left them: the temporary password not used yet (it opens one sign-in). */
export interface SeededAdmin extends Admin {
  temporaryPassword: string;
}

/** Registers the institute (the super admin's API); refuses a name or email another institute already has. */
export async function seedInstitute(superadmin: GatewayApi, institute: NewInstitute): Promise<Institute> {
  const { instituteData } = await superadmin.call<InstituteListResponse>('GET', '/superadmin/institute');
  const taken = instituteData.find((other) => other.name === institute.name || other.email === institute.email);
  if (taken) throw new Error(`institute "${taken.name}" <${taken.email}> is already there: each suite seeds its own`);
  return (await superadmin.call<InstituteResponse>('POST', '/superadmin/institute', institute)).institute;
}

/** Creates an admin of the institute and waits for their credentials mail. */
export async function seedAdmin(superadmin: GatewayApi, institute: Institute, admin: NewAdmin): Promise<SeededAdmin> {
  const created = await superadmin.call<AdminResponse>('POST', '/superadmin/admin', {
    instituteId: institute.id,
    ...admin,
  });
  return { ...created.admin, temporaryPassword: await temporaryPasswordOf(admin.email) };
}

/** A registration enquiry as a visitor's landing-page form sends it (no session). */
export async function seedEnquiry(visitor: GatewayApi, enquiry: RegistrationEnquiryInput): Promise<void> {
  await visitor.call('POST', '/enquiries', enquiry);
}
