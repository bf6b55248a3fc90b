import type { Language, OfficeLeaveRequest } from '@rollcall/contracts';
import type { OutgoingMail } from '../mail/outbox';
import { mailFormats } from '../mail/texts/mail-formats';
import { firstName, mailTexts } from '../mail/texts/mail-texts';
import type { MailRecipient } from '../summaries/daily-summary';
import { attendanceMailTexts } from '../summaries/attendance-mail-texts';
import { button, escapeHtml, mailDocument, paragraph } from '../summaries/mail-layout';

type Relation = MailRecipient['relation'];

/** Every word of the mail that tells a student and their parents what was decided about a request, in `language`. */
export function leaveDecisionTexts(language: Language = 'en') {
  const t = mailTexts(language);
  const { day, inboxDay } = mailFormats(language);
  const about = (request: OfficeLeaveRequest) => ({ kind: request.kind, status: request.status });
  return {
    days: ({ startsOn, endsOn }: Pick<OfficeLeaveRequest, 'startsOn' | 'endsOn'>) =>
      startsOn === endsOn ? day(startsOn) : t('leave.dayRange', { first: day(startsOn), last: day(endsOn) }),
    title: (relation: Relation, request: OfficeLeaveRequest) =>
      t('leave.title', { relation, firstName: firstName(request.studentName), ...about(request) }),
    inboxSubject: (relation: Relation, request: OfficeLeaveRequest) =>
      t('leave.inboxSubject', { relation, name: request.studentName, ...about(request), day: inboxDay(request.startsOn) }),
    opening: (relation: Relation, request: OfficeLeaveRequest, institute: string) =>
      t('leave.opening', {
        relation,
        who: request.decidedBy?.name ?? t('leave.theOffice'),
        name: request.studentName,
        institute,
        ...about(request),
      }),
    lectures: (periods: readonly number[] | null) =>
      periods ? t('leave.periods', { count: periods.length, list: periods.join(', ') }) : t('leave.wholeDays'),
    onDuty: t('leave.onDuty'),
    daysHeading: t('leave.daysHeading'),
    lecturesHeading: t('leave.lecturesHeading'),
    reasonHeading: t('leave.reasonHeading'),
    noteHeading: t('leave.noteHeading'),
  };
}

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
  const texts = leaveDecisionTexts(recipient.language);
  const common = attendanceMailTexts(recipient.language);
  const title = texts.title(recipient.relation, request);
  const subject = texts.inboxSubject(recipient.relation, request);
  const days = texts.days(request);
  const rows: [string, string][] = [
    [texts.daysHeading, days],
    [texts.lecturesHeading, texts.lectures(request.periods)],
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
    language: recipient.language,
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
