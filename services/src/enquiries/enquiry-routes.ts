import { registrationEnquirySchema, type SuccessResponse } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { parseWith, reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
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

  serve(router, pool, routes.listEnquiries, async () => {
    return { status: 200, body: { success: true, data: await listEnquiries(pool) } };
  });

  return router;
}
