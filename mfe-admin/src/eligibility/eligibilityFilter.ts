import { type EligibilityQuery, type EligibilityStatus, eligibilityStatuses } from '@rollcall/contracts';

/** The filters of the eligibility list as the address keeps them; none chosen: the server's semester and today. */
export interface EligibilityFilter {
  semesterId?: string;
  classId?: string;
  asOf?: string;
  status?: EligibilityStatus;
}

/** The order of the query, so the screen, the downloads and a shared link all name a list the same way. */
const fields = ['semesterId', 'classId', 'asOf', 'status'] as const;

const isStatus = (value: string): value is EligibilityStatus => (eligibilityStatuses as readonly string[]).includes(value);

/** The filters an address's search names; anything else (an unknown status) is left out. */
export function eligibilityFilterOf(search: URLSearchParams): EligibilityFilter {
  const filter: EligibilityFilter = {};
  for (const field of fields) {
    const value = search.get(field);
    if (!value) continue;
    if (field === 'status') {
      if (isStatus(value)) filter.status = value;
    } else filter[field] = value;
  }
  return filter;
}

/** The query of the list's calls: the chosen filters, in their order. */
export function eligibilityQuery(filter: EligibilityFilter): EligibilityQuery {
  return Object.fromEntries(fields.flatMap((field) => (filter[field] ? [[field, filter[field]]] : [])));
}

/** The search of the address, as the request names the list. */
export const eligibilitySearch = (filter: EligibilityFilter) =>
  new URLSearchParams(eligibilityQuery(filter) as Record<string, string>).toString();

/** A change of one filter; another semester drops the day, which belongs to the semester it was in. */
export function changeFilter(filter: EligibilityFilter, field: keyof EligibilityFilter, value: string | undefined) {
  const next = { ...filter, [field]: value || undefined } as EligibilityFilter;
  if (field === 'semesterId') next.asOf = undefined;
  return eligibilityFilterOf(new URLSearchParams(eligibilitySearch(next)));
}
