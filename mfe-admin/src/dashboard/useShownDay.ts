import { useSearchParams } from 'react-router-dom';

/** The day asked for in the address (?date=), so a reload or a shared link shows the same day; none means today. */
export function useShownDay(): [string | undefined, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const day = params.get('date') || undefined;
  const show = (next: string) => setParams(next ? { date: next } : {}, { replace: true });
  return [day, show];
}
