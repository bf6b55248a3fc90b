import { registrationEnquirySchema, type EnquiryListResponse } from '@rollcall/contracts';
import { parseWith } from '@rollcall/server-kit';
import { withTransaction } from '../db/pool';
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
    await withTransaction(pool, async (client) => {
      const enquiry = await insertEnquiry(client, input);
      for (const recipient of await superadminRecipients(client)) await enqueueMail(client, enquiryMail(enquiry, recipient));
    });
    kickOutbox();
    ctx.status = 201;
    ctx.body = { success: true };
  });

  router.get('/superadmin/enquiries', allowRoles('superadmin'), async (ctx) => {
    const answer: EnquiryListResponse = { success: true, data: await listEnquiries(pool) };
    ctx.body = answer;
  });

  return router;
}
