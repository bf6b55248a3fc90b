import useSWR, { useSWRConfig } from 'swr';
import { endpoints, fetcher, isKeyOf, keyOf } from '@rollcall/api-client';
import type { WebhookDeliveriesResponse, WebhookListResponse } from '@rollcall/contracts';

const lists = { revalidateOnFocus: false } as const;

export const useWebhooks = () => useSWR<WebhookListResponse>(keyOf(endpoints.listWebhooks), fetcher, lists);

/** A webhook's deliveries, newest first; nothing while no webhook is chosen. */
export const useWebhookDeliveries = (webhookId: string | null) =>
  useSWR<WebhookDeliveriesResponse>(
    webhookId ? keyOf(endpoints.webhookDeliveries, { params: { id: webhookId } }) : null,
    fetcher,
    lists,
  );

/** After a webhook is added or deleted: the list and any deliveries shown are read again. */
export function useWebhooksChanged() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => isKeyOf(endpoints.listWebhooks, key) || isKeyOf(endpoints.webhookDeliveries, key));
}
