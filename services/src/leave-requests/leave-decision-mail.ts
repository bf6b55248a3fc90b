import { formatDay, leaveTexts, type OfficeLeaveRequest } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';
import type { MailRecipient } from '../summaries/daily-summary';
import { attendanceMailTexts } from '../summaries/attendance-mail-texts';
import { button, escapeHtml, mailDocument, paragraph } from '../summaries/mail-layout';

type Relation = MailRecipient['relation'];

/** The first word of a name, for the friendly "Aarav's". */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Every word of the mail that tells a student and their parents what was decided about a request. */
export const leaveDecisionTexts = {
  days: ({ startsOn, endsOn }: Pick<OfficeLeaveRequest, 'startsOn' | 'endsOn'>) =>
    startsOn === endsOn ? formatDay(startsOn, 'long') : `${formatDay(startsOn, 'long')} to ${formatDay(endsOn, 'long')}`,
  title: (relation: Relation, request: OfficeLeaveRequest) => {
    const what = `${leaveTexts.kind[request.kind].toLowerCase()} request`;
    const verdict = leaveTexts.status[request.status].toLowerCase();
    return relation === 'student' ? `Your ${what} was ${verdict}` : `${firstName(request.studentName)}'s ${what} was ${verdict}`;
  },
  inboxSubject: (relation: Relation, request: OfficeLeaveRequest) => {
    const verdict = `${leaveTexts.kind[request.kind]} ${leaveTexts.status[request.status].toLowerCase()}`;
    const day = formatDay(request.startsOn, 'brief');
    return relation === 'student' ? `${verdict} · ${day}` : `${request.studentName}: ${verdict.toLowerCase()} · ${day}`;
  },
  opening: (relation: Relation, request: OfficeLeaveRequest, institute: string) => {
    const whose = relation === 'student' ? 'your' : `${request.studentName}'s`;
    const who = request.decidedBy?.name ?? 'The office';
    const verdict = leaveTexts.status[request.status].toLowerCase();
    return `${who} ${verdict} ${whose} ${leaveTexts.kind[request.kind].toLowerCase()} request at ${institute}.`;
  },
  onDuty: 'Absences in the lectures it covers are corrected to Present, in registers taken already and in those taken later.',
  daysHeading: 'Days',
  lecturesHeading: 'Lectures',
  reasonHeading: 'Reason',
  noteHeading: 'Note',
};

export interface LeaveDecisionMailParts {
  request: OfficeLeaveRequest;
  recipient: MailRecipient;
  institute: string;
  /** The recipient's portal, where they see every request and its decision. */
  portalUrl: string;
}

/** One mail per recipient of a decision: a repeated decision of the same request sends nothing twice. */
export const leaveDecisionKey = (requestId: string, recipient: MailRecipient) =>
  `leave-decision:${requestId}:${recipient.userId}`;

/**
 * The decision of a leave or on-duty request, to the student or one of their parents: the days, the periods, the
 * reason and the note. It is part of a request they made, so it is always sent; the footer says why they get it.
 */
export function leaveDecisionMail({ request, recipient, institute, portalUrl }: LeaveDecisionMailParts): OutgoingMail {
  const texts = leaveDecisionTexts;
  const common = attendanceMailTexts;
  const title = texts.title(recipient.relation, request);
  const subject = texts.inboxSubject(recipient.relation, request);
  const days = texts.days(request);
  const rows: [string, string][] = [
    [texts.daysHeading, days],
    [texts.lecturesHeading, request.periods ? leaveTexts.periods(request.periods) : leaveTexts.wholeDays],
    [texts.reasonHeading, request.reason],
    ...(request.decisionNote ? [[texts.noteHeading, request.decisionNote] as [string, string]] : []),
  ];
  const onDuty = request.kind === 'on-duty' && request.status === 'approved' ? [texts.onDuty] : [];
  const opening = texts.opening(recipient.relation, request, institute);
  const why = common.footer.why(recipient.relation, [request.studentName], institute);
  const portal = common.footer.portal(recipient.relation);
  const text = [
    title,
    institute,
    '',
    common.hello(recipient.name),
    '',
    opening,
    '',
    ...rows.map(([heading, value]) => `${heading}: ${value}`),
    ...(onDuty.length ? ['', ...onDuty] : []),
    '',
    `${portal}: ${portalUrl}`,
    '',
    '-- ',
    why,
    common.footer.signature,
  ].join('\n');
  const html = mailDocument({
    title,
    preheader: subject,
    institute,
    dateLine: days,
    body: [
      paragraph(common.hello(recipient.name)),
      paragraph(opening),
      ...rows.map(([heading, value]) => paragraph(`${heading}: ${value}`)),
      ...onDuty.map(paragraph),
      button(portalUrl, portal),
    ].join('\n'),
    footer: [
      `<p style="margin:0 0 8px;">${escapeHtml(why)}</p>`,
      `<p style="margin:0;">${escapeHtml(common.footer.signature)}</p>`,
    ].join(''),
  });
  return { idempotencyKey: leaveDecisionKey(request.id, recipient), to: recipient.email, subject, text, html };
}
