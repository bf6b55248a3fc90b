import { useSearchParams } from 'react-router-dom';

/** The semester the address names (?semesterId=), null for the current one, and a way to choose another. */
export function useSemesterParam(): [string | null, (semesterId: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('semesterId'), (semesterId) => setParams({ semesterId })];
}
