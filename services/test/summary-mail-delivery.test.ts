import { enqueueMail } from '../src/mail/outbox';
import type { DailySummary, MailRecipient } from '../src/summaries/daily-summary';
import { mailLinks } from '../src/summaries/mail-links';
import { summaryMail } from '../src/summaries/summary-mail';
import { adminAreaStack } from './support/institute';
import { INTERNAL_SECRET, mailsTo } from './support/stack';

const area = adminAreaStack();

const INSTITUTE = '11111111-1111-4111-8111-111111111111';
const summary: DailySummary = {
  institute: { id: INSTITUTE, name: 'ग्रीनफ़ील्ड & Co' },
  date: '2026-11-23',
  threshold: 75,
  student: { id: '22222222-2222-4222-8222-222222222222', name: 'आरव शाह', rollNumber: 'R-001', className: null },
  lectures: [{ period: 1, subjectName: 'Physics', subjectCode: 'PHY1', status: 'present' }],
  subjects: [
    {
      subjectId: '44444444-4444-4444-8444-444444444444',
      name: 'Physics',
      code: 'PHY1',
      present: 2,
      total: 4,
      percentage: 50,
      below: true,
      lecturesNeeded: 4,
    },
  ],
  overall: { present: 2, total: 4, percentage: 50 },
};
const parent: MailRecipient = {
  instituteId: INSTITUTE,
  userId: '33333333-3333-4333-8333-333333333333',
  name: 'மீரா',
  email: 'meera@delivery.test',
  relation: 'parent',
};

describe('a summary mail, sent through the outbox and read back from the mailbox', () => {
  it('arrives with its subject, both parts and the one-click unsubscribe headers, in UTF-8', async () => {
    const links = mailLinks({
      shellUrl: 'https://app.rollcall.test',
      apiUrl: () => 'https://api.rollcall.test',
      secret: INTERNAL_SECRET,
    });
    const mail = summaryMail([summary], parent, links);
    await enqueueMail(area.pool, mail);
    const [received] = await mailsTo(area.stack, 'meera@delivery.test');
    expect(received?.subject).toBe('आरव शाह: attended 1 of 1 lecture · Mon 23 Nov · 1 subject below 75%');
    expect(received?.text).toContain('Hello மீரா,');
    expect(received?.text).toContain("Here is आरव शाह's attendance at ग्रीनफ़ील्ड & Co on Monday, 23 November 2026.");
    expect(received?.text).toContain('- Attend the next 4 lectures of Physics to reach 75%');
    expect(received?.html).toBe(mail.html);
    expect(received?.headers['list-unsubscribe']).toBe(`<${links.unsubscribe(parent, 'dailySummary').oneClickUrl}>`);
    expect(received?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received?.headers['content-type']).toMatch(/^multipart\/alternative/);
  });
});
