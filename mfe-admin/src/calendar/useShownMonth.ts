import { useSearchParams } from 'react-router-dom';
import { isMonth } from './month';

/** The month asked for in the address (?month=YYYY-MM), so a reload or a shared link shows it; none means today's. */
export function useShownMonth(): [string | undefined, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const show = (month: string) => setParams({ month }, { replace: true });
  return [isMonth(asked) ? asked : undefined, show];
}
