import type {
  CreateWebhookResponse,
  Webhook,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookListResponse,
} from '../../webhooks';

const sis: Webhook = {
  id: '4a7c1e2f-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
  url: 'https://sis.example.org/hooks/rollcall',
  events: ['register.saved', 'mark.corrected'],
  createdAt: '2026-11-02T04:30:00.000Z',
  disabledAt: null,
};

const delivered: WebhookDelivery = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  event: 'register.saved',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-09T03:40:12.000Z',
  lastAttemptAt: '2026-11-09T03:40:13.000Z',
  responseStatus: 200,
};

const retrying: WebhookDelivery = {
  id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  event: 'mark.corrected',
  status: 'pending',
  attempts: 2,
  createdAt: '2026-11-09T05:02:40.000Z',
  lastAttemptAt: '2026-11-09T05:03:10.000Z',
  responseStatus: 503,
};

export const webhookExamples = {
  created: {
    success: true,
    webhook: sis,
    secret: 'whsec_5Zk1qW8xN2vB7mR4tY6uI0oP3aS9dF1gH5jK8lL2cX4',
  } satisfies CreateWebhookResponse,
  list: { success: true, webhooks: [sis] } satisfies WebhookListResponse,
  deliveries: { success: true, deliveries: [retrying, delivered] } satisfies WebhookDeliveriesResponse,
};
