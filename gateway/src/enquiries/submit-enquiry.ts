import type { Middleware } from 'koa';
import { gatewayMessages, registrationEnquirySchema, type SuccessResponse } from '@rollcall/contracts';
import { type ReadBody, reply } from '@rollcall/server-kit';
import type { EnquiryLimiter } from '../rate-limit/enquiry-limiter';
import { failureOf, gatewayIdentity, type ServicesAnswer, type ServicesClient } from '../services/services-client';

/** POST /enquiries: a visitor's institute registration enquiry (public; CSRF and Origin checked as for any write). */
export function submitEnquiry(readBody: ReadBody, services: ServicesClient, limiter: EnquiryLimiter): Middleware {
  return async (ctx) => {
    // Validated first, so a mistyped form does not use up the visitor's allowance.
    const input = await readBody(ctx, registrationEnquirySchema);
    await limiter.attempt(ctx.ip);
    let answer: ServicesAnswer<unknown>;
    try {
      answer = await services.call('POST', '/internal/enquiries', gatewayIdentity, input);
    } catch (error) {
      await limiter.refund(ctx.ip).catch(() => {});
      throw error;
    }
    if (answer.status !== 201) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    reply<SuccessResponse>(ctx, 201, { success: true });
  };
}
