import { leaveTexts, portalTexts } from '@rollcall/contracts';

/** What the student and parent pages say of leave, beside the shared `leaveTexts`. */
export const leaveScreenTexts = {
  heading: 'Leave and on-duty',
  intro:
    'Ask the office for leave or on-duty. Approved leave marks nothing: the register shows it, and the lectures ' +
    'missed count as Absent. Approved on-duty counts them as Present.',
  kind: 'Kind',
  from: 'First day',
  to: 'Last day',
  periods: 'Periods',
  periodsHelp: 'Leave empty for whole days, or write the periods of each day: 2, 3',
  reason: 'Reason',
  send: leaveTexts.requestLeave,
  sending: 'Sending...',
  clear: 'Clear',
  failed: 'Failed to send the request',
  sent: (first: string, last: string) => `Requested for ${portalTexts.days(first, last)}: the office will decide`,
  requests: 'Requests',
  requestsNoun: 'the leave requests',
  noRequests: 'No leave or on-duty requested yet.',
  note: (note: string) => `Note: ${note}`,
  decidedBy: (name: string) => `Decided by ${name}`,
} as const;
