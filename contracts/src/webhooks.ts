import { z } from 'zod';
import { successAnswerOf } from './errors';
import { strictObject } from './strict';

/** What a webhook can subscribe to. */
export const webhookEvents = ['register.saved', 'mark.corrected', 'leave.decided', 'student.created', 'student.updated'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const deliveryStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const WEBHOOK_URL_MAX = 2000;
/** How many webhooks one institute may have. */
export const WEBHOOKS_MAX = 20;
/** The most deliveries one list answers, newest first. */
export const DELIVERY_LIST_MAX = 200;

export const webhookMessages = {
  urlRequired: 'Please enter the address to send events to',
  urlInvalid: 'Please enter a full web address, like https://example.org/rollcall',
  urlTooLong: `The address can have at most ${WEBHOOK_URL_MAX} characters`,
  httpsRequired: 'The address must start with https://',
  credentialsInUrl: 'The address must not contain a user name or password',
  privateAddress: 'The address leads to a private or local network, which RollCall does not send to',
  unresolvable: 'The address’s host name could not be found',
  chooseEvents: 'Please choose at least one event',
  eventTwice: 'Each event can be chosen only once',
  unknownEvent: `Events are ${webhookEvents.join(', ')}`,
  webhookNotFound: 'Webhook not found',
  tooMany: `An institute can have at most ${WEBHOOKS_MAX} webhooks`,
} as const;

const webhookUrl = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid)
  .meta({ description: 'Where events are POSTed: https in production, to a public address only.' });

const webhookEvent = z.enum(webhookEvents, { error: webhookMessages.unknownEvent });

/** POST /admin/webhooks */
export const createWebhookSchema = strictObject({
  url: webhookUrl,
  events: z
    .array(webhookEvent, { error: webhookMessages.chooseEvents })
    .min(1, webhookMessages.chooseEvents)
    .max(webhookEvents.length, webhookMessages.eventTwice)
    .refine((events) => new Set(events).size === events.length, webhookMessages.eventTwice),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const webhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(webhookEvent),
    createdAt: z.string(),
    disabledAt: z.string().nullable().describe('When a 410 Gone from the receiver disabled it; null while active.'),
  })
  .meta({ id: 'Webhook', description: 'An address RollCall POSTs signed events to. Its secret is never shown again.' });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.uuid().describe('The X-RollCall-Delivery header: the same on every retry.'),
    event: webhookEvent,
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    responseStatus: z.number().int().nullable().describe('The HTTP status of the last answer; null if none came.'),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent (or to be sent) to one webhook.' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const createWebhookAnswer = successAnswerOf({
  webhook: webhookSchema,
  secret: z.string().describe('The signing secret, shown once: keep it, RollCall never shows it again.'),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookAnswer>;
export const webhookListAnswer = successAnswerOf({ webhooks: z.array(webhookSchema) });
export type WebhookListResponse = z.infer<typeof webhookListAnswer>;
export const webhookDeliveriesAnswer = successAnswerOf({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesAnswer>;
