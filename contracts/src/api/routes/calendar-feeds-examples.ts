import type { CalendarFeedResponse } from '../../calendar-feeds';

const url = (token: string) => `https://api.rollcall.example/calendar-feed.ics?token=${token}`;
const token = '5f0c2a4e-8d1b-4c7a-9e3f-1a2b3c4d5e6f.q7Kd2mW9xYbZ1vN4pR8sT0uA3cE6fH5jL2nP9rS1tU4';

export const calendarFeedExamples = {
  address: { success: true, url: url(token) } satisfies CalendarFeedResponse,
  renewed: {
    success: true,
    url: url('5f0c2a4e-8d1b-4c7a-9e3f-1a2b3c4d5e6f.Zx3Wq8Lm2Nb7Vc4Rt9Ys1Ua6Pe5Oi0Kj3Hg8Fd2Sa7Q'),
  } satisfies CalendarFeedResponse,
  feed: [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RollCall//Calendar feed//EN',
    'X-WR-CALNAME:RollCall — Priya Sharma',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:3b2f6c1e-7a4d-4e9b-8c2a-1f0e9d8c7b6a-2026-11-09@rollcall',
    'DTSTAMP:20261101T043000Z',
    'DTSTART;TZID=Asia/Kolkata:20261109T090000',
    'DTEND;TZID=Asia/Kolkata:20261109T095000',
    'SUMMARY:Cover: MTH1 Mathematics — B.Sc. CS 1-A',
    'DESCRIPTION:Period 1',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:holiday-7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f-2026-11-12@rollcall',
    'DTSTAMP:20261101T043000Z',
    'DTSTART;VALUE=DATE:20261112',
    'DTEND;VALUE=DATE:20261113',
    'SUMMARY:Holiday: Diwali',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n'),
};
