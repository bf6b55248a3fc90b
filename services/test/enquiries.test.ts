import pg from 'pg';
import { readMailbox } from '../src/mail/mailbox';
import { eventually, identities, startTestStack, SUPERADMIN, type TestStack } from './support/stack';

let stack: TestStack;
const asGateway = { identity: identities.gateway };
const enquiry = {
  instituteName: '  Riverside Public School ',
  contactName: 'Meera Iyer',
  email: 'Principal@Riverside.in',
  phoneNumber: '+91 98450 12345',
  students: 1200,
  message: 'We would like to start next term.',
};

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);
afterAll(() => stack?.stop());

async function storedEnquiries() {
  const db = new pg.Client({ connectionString: stack.database.ownerUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      'SELECT institute_name, contact_name, email, phone_number, students, message FROM registration_enquiries ORDER BY created_at',
    );
    return rows;
  } finally {
    await db.end();
  }
}

describe('POST /internal/enquiries', () => {
  it('stores the enquiry, trimmed, and mails every super admin with all details', async () => {
    const answer = await stack.call('POST', '/internal/enquiries', { ...asGateway, body: enquiry });
    expect(answer).toEqual({ status: 201, body: { success: true } });

    expect(await storedEnquiries()).toEqual([
      {
        institute_name: 'Riverside Public School',
        contact_name: 'Meera Iyer',
        email: 'principal@riverside.in',
        phone_number: '+91 98450 12345',
        students: 1200,
        message: 'We would like to start next term.',
      },
    ]);

    const mail = await eventually(async () =>
      (await readMailbox(stack.mail.mailDir)).find(
        (message) => message.subject === 'New institute registration: Riverside Public School',
      ),
    );
    expect(mail.to).toContain(SUPERADMIN.email);
    for (const detail of [
      'Meera Iyer',
      'principal@riverside.in',
      '+91 98450 12345',
      'Students: 1200',
      'We would like to start next term.',
    ]) {
      expect(mail.text).toContain(detail);
    }
  });

  it('accepts an enquiry without the optional student count and message', async () => {
    const answer = await stack.call('POST', '/internal/enquiries', {
      ...asGateway,
      body: { instituteName: 'Hilltop Academy', contactName: 'Ravi', email: 'ravi@hilltop.in', phoneNumber: '080 1234 5678' },
    });
    expect(answer).toEqual({ status: 201, body: { success: true } });
    const mail = await eventually(async () =>
      (await readMailbox(stack.mail.mailDir)).find(
        (message) => message.subject === 'New institute registration: Hilltop Academy',
      ),
    );
    expect(mail.text).toContain('Students: not given');
  });

  it('answers 400 with every validation message and stores nothing', async () => {
    const before = (await storedEnquiries()).length;
    const empty = await stack.call('POST', '/internal/enquiries', {
      ...asGateway,
      body: { instituteName: ' ', email: 'not-an-email', students: 0 },
    });
    expect(empty).toEqual({
      status: 400,
      body: {
        success: false,
        errors: [
          'Institute name is required',
          'Your name is required',
          'Please enter a valid email address',
          'Phone number is required',
          'Number of students must be a whole number between 1 and 1,000,000',
        ],
      },
    });
    const long = await stack.call('POST', '/internal/enquiries', {
      ...asGateway,
      body: { ...enquiry, email: '', message: 'x'.repeat(1001) },
    });
    expect(long.body.errors).toEqual(['Email is required', 'Message must be at most 1000 characters']);
    expect((await storedEnquiries()).length).toBe(before);
  });

  it('answers 401 without a signed identity and 403 for a signed-in user', async () => {
    expect(await stack.call('POST', '/internal/enquiries', { body: enquiry })).toEqual({
      status: 401,
      body: { success: false, errors: ['Unauthenticated'] },
    });
    const asSuperadmin = await stack.call('POST', '/internal/enquiries', { identity: identities.superadmin(), body: enquiry });
    expect(asSuperadmin.status).toBe(403);
  });
});

describe('GET /superadmin/enquiries', () => {
  const asSuperadmin = { identity: identities.superadmin() };
  const older = {
    instituteName: 'Lakeview College',
    contactName: 'Anil Rao',
    email: 'office@lakeview.edu',
    phoneNumber: '044 2345 6789',
  };
  const newer = {
    ...enquiry,
    instituteName: 'Sunrise Coaching Centre',
    email: 'hello@sunrise.in',
    students: 80,
    message: 'Call after 4 pm.',
  };

  it('lists every stored enquiry with all its details, newest first', async () => {
    const started = Date.now();
    await stack.call('POST', '/internal/enquiries', { ...asGateway, body: older });
    await stack.call('POST', '/internal/enquiries', { ...asGateway, body: newer });

    const answer = await stack.call('GET', '/superadmin/enquiries', asSuperadmin);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const { data } = answer.body;
    expect(data).toHaveLength((await storedEnquiries()).length);
    expect(data.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        instituteName: 'Sunrise Coaching Centre',
        contactName: 'Meera Iyer',
        email: 'hello@sunrise.in',
        phoneNumber: '+91 98450 12345',
        students: 80,
        message: 'Call after 4 pm.',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        instituteName: 'Lakeview College',
        contactName: 'Anil Rao',
        email: 'office@lakeview.edu',
        phoneNumber: '044 2345 6789',
        students: null,
        message: null,
        createdAt: expect.any(String),
      },
    ]);
    const times = data.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times.slice(0, 2).every((time: number) => time >= started - 1000 && time <= Date.now())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 403 for every other role and 401 without a signed identity', async () => {
    const instituteId = '00000000-0000-4000-8000-0000000000aa';
    for (const identity of [
      identities.admin(instituteId),
      identities.teacher(instituteId),
      identities.student(instituteId),
      identities.gateway,
    ]) {
      expect(await stack.call('GET', '/superadmin/enquiries', { identity })).toEqual({
        status: 403,
        body: { success: false, errors: ['You do not have access to this area'] },
      });
    }
    expect(await stack.call('GET', '/superadmin/enquiries')).toEqual({
      status: 401,
      body: { success: false, errors: ['Unauthenticated'] },
    });
  });
});
