import useSWR from 'swr';
import { fetcher } from '@rollcall/api-client';
import { type FeedAnswer, type FeedOwner, feedCalls } from './feedEndpoints';

/** The owner's feed address (the first read makes it), and the call that replaces it and keeps the new one. */
export function useCalendarFeed(owner: FeedOwner) {
  const { key, renew } = feedCalls(owner);
  const answer = useSWR<FeedAnswer>(key, fetcher, { revalidateOnFocus: false });
  const renewAddress = async (): Promise<FeedAnswer> => {
    const renewed = await renew();
    await answer.mutate(renewed, { revalidate: false });
    return renewed;
  };
  return { answer, renewAddress };
}
