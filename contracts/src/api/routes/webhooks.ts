import { successAnswer } from '../../errors';
import { createWebhookAnswer, createWebhookSchema, webhookDeliveriesAnswer, webhookListAnswer } from '../../webhooks';
import { webhookEndpoints } from '../endpoints/webhooks';
import { defineRoutes } from '../route';
import { webhookExamples as examples } from './webhooks-examples';

const tag = 'Integrations';

const signing =
  'Each event is a POST with the JSON body `{ id, event, occurredAt, data }` and the headers ' +
  '`X-RollCall-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>` and ' +
  '`X-RollCall-Delivery: <id>` (the same on every retry, so a receiver can drop a repeat). A 2xx answer is done; ' +
  '410 Gone disables the webhook; anything else (or no answer within 10 seconds) is retried with growing waits for a ' +
  'day. Events are queued in the transaction of the change itself: a change that is saved is always sent.';

export const webhookRoutes = defineRoutes(webhookEndpoints, {
  createWebhook: {
    summary: 'Add a webhook: an address to POST chosen events to, signed',
    description:
      `${signing} The address must be https and must not lead to a private, loopback or link-local network (checked ` +
      'now and again before each delivery). Needs `manage_roles`: a webhook sends people and attendance out of RollCall.',
    tag,
    access: 'admin',
    permission: 'manage_roles',
    body: createWebhookSchema,
    bodyExample: { url: 'https://sis.example.org/hooks/rollcall', events: ['register.saved', 'mark.corrected'] },
    answers: {
      201: {
        description: 'The webhook, and its signing secret: shown this once, never again',
        schema: createWebhookAnswer,
        example: examples.created,
      },
    },
    refusals: {
      400: 'Invalid input: the messages say what to fix (also an address that is not https, or leads to a private network)',
      409: 'The institute has as many webhooks as it may have',
    },
  },
  listWebhooks: {
    summary: 'The institute’s webhooks, oldest first, without their secrets',
    tag,
    access: 'admin',
    permission: 'manage_roles',
    answers: { 200: { description: 'The webhooks', schema: webhookListAnswer, example: examples.list } },
  },
  deleteWebhook: {
    summary: 'Delete a webhook and its deliveries: nothing more is sent to it',
    tag,
    access: 'admin',
    permission: 'manage_roles',
    answers: { 200: { description: 'Deleted', schema: successAnswer, example: { success: true } } },
  },
  webhookDeliveries: {
    summary: 'What was sent to a webhook, newest first (the last 200)',
    tag,
    access: 'admin',
    permission: 'manage_roles',
    answers: { 200: { description: 'The deliveries', schema: webhookDeliveriesAnswer, example: examples.deliveries } },
  },
});
