import { registrationEnquirySchema, type EnquiryListResponse, type SuccessResponse } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { enqueueMail } from '../mail/outbox';
import { enquiryMail } from './enquiry-mail';
import { insertEnquiry, listEnquiries, superadminRecipients } from './enquiry-store';

/** The gateway forwards a visitor's registration enquiry; every super admin is told by mail and reads them all in the app. */
export function enquiryRoutes({ pool, kickOutbox }: RouteDependencies) {
  const router = createRouter();

  router.post('/internal/enquiries', allowRoles('gateway'), async (ctx) => {
    const input = parseWith(registrationEnquirySchema, ctx.request.body);
    await withPlatform(pool, async (client) => {
      const enquiry = await insertEnquiry(client, input);
      for (const recipient of await superadminRecipients(client)) await enqueueMail(client, enquiryMail(enquiry, recipient));
    });
    kickOutbox();
    reply<SuccessResponse>(ctx, 201, { success: true });
  });

  router.get('/superadmin/enquiries', allowRoles('superadmin'), async (ctx) => {
    reply<EnquiryListResponse>(ctx, 200, { success: true, data: await listEnquiries(pool) });
  });

  return router;
}
