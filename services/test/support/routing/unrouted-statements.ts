/**
 * Statements that read or write tenant tables across institutes on purpose, so Citus's router cannot send them to one
 * node (they fan out to every shard). Each is matched by its source (a file of services/src and the top-level function
 * whose body sends it), never by its text, and says why it cannot name one institute.
 */
export interface UnroutedStatement {
  /** Relative to services/src. */
  file: string;
  function: string;
  reason: string;
}

export const UNROUTED_STATEMENTS: UnroutedStatement[] = [
  {
    file: 'summaries/claim-summary-day.ts',
    function: 'claimSummaryDay',
    reason:
      'the evening run claims whichever institute is due next, across institutes; the semester of the day is read for the institute it claims',
  },
  {
    file: 'absences/due-absence-alerts.ts',
    function: 'claimAlertInstitute',
    reason: 'the absence alert dispatcher claims whichever institute has alerts due, across institutes',
  },
  {
    file: 'webhooks/delivery-lease.ts',
    function: 'claimDueDeliveries',
    reason: 'the webhook dispatcher leases the deliveries due first, whatever their institute, with their webhooks',
  },
  {
    file: 'api-tokens/api-token-caller-store.ts',
    function: 'findApiTokenCaller',
    reason:
      "the gateway asks who a bearer token is before any institute is known: the secret's hash is all it has (its use is then recorded by institute)",
  },
];
