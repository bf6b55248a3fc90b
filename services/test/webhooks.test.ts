import { webhookMessages } from '@rollcall/contracts';
import { signRollCallBody, verifyRollCallSignature } from '@rollcall/contracts/webhook-signature';
import type { Identity } from '@rollcall/contracts/internal';
import { checkWebhookAddress } from '../src/webhooks/webhook-address';
import { startWebhookDispatcher } from '../src/webhooks/webhook-dispatcher';
import { adminAreaStack } from './support/institute';
import { adminWithOnly, seedClass } from './support/setup-data';
import { callService, freePort, MISSING_ID, refusal } from './support/stack';
import { attendanceCalls, type TeachingInstitute, teachingInstitute } from './support/teaching';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 4_000;
const GIVE_UP_AFTER_MS = 60_000;

// The dispatcher looks for due deliveries only when a test flushes it, so each test decides when a send happens.
const area = adminAreaStack({
  webhooks: {
    allowLocal: true,
    pollIntervalMs: 3_600_000,
    baseDelayMs: BASE_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    timeoutMs: 2_000,
  },
});
const { submit, correct } = attendanceCalls(area);

const receivers: WebhookReceiver[] = [];
async function receiver(port?: number): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(port);
  receivers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});

const flush = () => area.stack.services.flushWebhooks();

async function addWebhook(admin: Identity, url: string, events: string[]) {
  const answer = await area.stack.call('POST', '/admin/webhooks', { identity: admin, body: { url, events } });
  expect(answer.status).toBe(201);
  return answer.body as { webhook: { id: string; url: string; events: string[] }; secret: string };
}

const deliveriesOf = async (admin: Identity, webhookId: string) =>
  (await area.stack.call('GET', `/admin/webhooks/${webhookId}/deliveries`, { identity: admin })).body.deliveries as Array<{
    id: string;
    event: string;
    status: string;
    attempts: number;
    lastAttemptAt: string | null;
    responseStatus: number | null;
  }>;

/** The delivery rows of a webhook as the dispatcher left them, timing included. */
async function deliveryRows(webhookId: string) {
  const { rows } = await area.pool.query<{
    id: string;
    status: string;
    attempts: number;
    waitMs: number | null;
    responseStatus: number | null;
  }>(
    `SELECT id, status, attempts, response_status AS "responseStatus",
            (extract(epoch FROM next_attempt_at - last_attempt_at) * 1000)::int AS "waitMs"
     FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at, id`,
    [webhookId],
  );
  return rows;
}

/** Makes every waiting delivery of the webhook due now, as if its backoff had passed. */
const makeDue = (webhookId: string) =>
  area.pool.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE webhook_id = $1 AND status = 'pending'`, [
    webhookId,
  ]);

const bodies = (received: WebhookReceiver) => received.received.map((request) => JSON.parse(request.body));

describe('adding, listing and deleting webhooks', () => {
  it('answers the secret once, lists the webhook without it, and deletes it', async () => {
    const institute = await area.institute();
    const created = await addWebhook(institute.admin, 'http://127.0.0.1:9/hooks', ['register.saved', 'student.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.webhook).toEqual({
      id: expect.any(String),
      url: 'http://127.0.0.1:9/hooks',
      events: ['register.saved', 'student.created'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      disabledAt: null,
    });
    const list = await area.stack.call('GET', '/admin/webhooks', { identity: institute.admin });
    expect(list).toEqual({ status: 200, body: { success: true, webhooks: [created.webhook] } });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const path = `/admin/webhooks/${created.webhook.id}`;
    expect(await area.stack.call('DELETE', path, { identity: institute.admin })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await area.stack.call('DELETE', path, { identity: institute.admin })).toEqual(
      refusal(404, webhookMessages.webhookNotFound),
    );
    expect((await area.stack.call('GET', '/admin/webhooks', { identity: institute.admin })).body.webhooks).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const institute = await area.institute();
    const post = (body: unknown) => area.stack.call('POST', '/admin/webhooks', { identity: institute.admin, body });
    expect(await post({ url: 'not a url', events: ['register.saved'] })).toEqual(refusal(400, webhookMessages.urlInvalid));
    expect(await post({ url: 'ftp://example.org/x', events: ['register.saved'] })).toEqual(
      refusal(400, webhookMessages.urlInvalid),
    );
    expect(await post({ url: 'http://127.0.0.1:9/x', events: [] })).toEqual(refusal(400, webhookMessages.chooseEvents));
    expect(await post({ url: 'http://127.0.0.1:9/x', events: ['register.saved', 'register.saved'] })).toEqual(
      refusal(400, webhookMessages.eventTwice),
    );
    expect((await post({ url: 'http://127.0.0.1:9/x', events: ['lecture.deleted'] })).status).toBe(400);
    expect(await post({ url: 'http://user:pw@127.0.0.1:9/x', events: ['register.saved'] })).toEqual(
      refusal(400, webhookMessages.credentialsInUrl),
    );
    const { rows } = await area.pool.query('SELECT 1 FROM webhooks WHERE institute_id = $1', [institute.id]);
    expect(rows).toEqual([]);
  });

  it('needs manage_roles: another permission or role is refused', async () => {
    const institute = await area.institute();
    const office = await adminWithOnly(area.pool, institute.id, ['manage_people', 'correct_attendance', 'view_reports']);
    const body = { url: 'http://127.0.0.1:9/hooks', events: ['register.saved'] };
    expect((await area.stack.call('POST', '/admin/webhooks', { identity: office, body })).status).toBe(403);
    expect((await area.stack.call('GET', '/admin/webhooks', { identity: office })).status).toBe(403);
    const teacher: Identity = { role: 'teacher', userId: institute.adminId, instituteId: institute.id };
    expect((await area.stack.call('GET', '/admin/webhooks', { identity: teacher })).status).toBe(403);
    const manager = await adminWithOnly(area.pool, institute.id, ['manage_roles']);
    expect((await area.stack.call('POST', '/admin/webhooks', { identity: manager, body })).status).toBe(201);
  });

  it('keeps each institute to its own webhooks and deliveries', async () => {
    const mine = await area.institute();
    const theirs = await area.institute();
    const created = await addWebhook(mine.admin, 'http://127.0.0.1:9/hooks', ['register.saved']);
    const path = `/admin/webhooks/${created.webhook.id}`;
    expect((await area.stack.call('GET', '/admin/webhooks', { identity: theirs.admin })).body.webhooks).toEqual([]);
    expect(await area.stack.call('GET', `${path}/deliveries`, { identity: theirs.admin })).toEqual(
      refusal(404, webhookMessages.webhookNotFound),
    );
    expect(await area.stack.call('DELETE', path, { identity: theirs.admin })).toEqual(
      refusal(404, webhookMessages.webhookNotFound),
    );
    expect(await area.stack.call('GET', `/admin/webhooks/${MISSING_ID}/deliveries`, { identity: mine.admin })).toEqual(
      refusal(404, webhookMessages.webhookNotFound),
    );
    expect(await area.stack.call('GET', '/admin/webhooks/not-an-id/deliveries', { identity: mine.admin })).toEqual(
      refusal(404, webhookMessages.webhookNotFound),
    );
    expect((await area.stack.call('GET', '/admin/webhooks', { identity: mine.admin })).body.webhooks).toHaveLength(1);
  });
});

describe('a saved register', () => {
  let place: TeachingInstitute;
  beforeEach(async () => {
    place = await teachingInstitute(area, { students: 3 });
  });

  it('is POSTed once, signed with the secret, with the delivery id the same as the body’s', async () => {
    const receiving = await receiver();
    const { webhook, secret } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    const absent = place.roster[1]!.id;
    const saved = await submit(place, {
      marks: place.roster.map((s) => ({ studentId: s.id, status: s.id === absent ? 'absent' : 'present' })),
    });
    expect(saved.status).toBe(201);
    await flush();

    expect(receiving.received).toHaveLength(1);
    const [request] = receiving.received;
    expect(request!.contentType).toBe('application/json');
    expect(verifyRollCallSignature(secret, request!.body, request!.signature)).toEqual({ ok: true });
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      id: request!.delivery,
      event: 'register.saved',
      occurredAt: expect.stringMatching(/Z$/),
      data: {
        lectureId: saved.body.lecture.id,
        subjectId: place.subjectId,
        heldOn: place.today,
        period: 1,
        takenBy: place.teacher.id,
        marks: expect.arrayContaining(
          place.roster.map((s) => ({ studentId: s.id, status: s.id === absent ? 'absent' : 'present', onDuty: false })),
        ),
      },
    });
    expect(body.data.marks).toHaveLength(3);
    expect(await deliveriesOf(place.institute.admin, webhook.id)).toEqual([
      {
        id: request!.delivery,
        event: 'register.saved',
        status: 'delivered',
        attempts: 1,
        createdAt: expect.any(String),
        lastAttemptAt: expect.any(String),
        responseStatus: 200,
      },
    ]);
    // Delivered, its names and marks are not kept.
    const kept = await area.pool.query('SELECT body FROM webhook_deliveries WHERE webhook_id = $1', [webhook.id]);
    expect(kept.rows).toEqual([{ body: '' }]);
  });

  it('has a signature a receiver refuses when forged, stale or of another body', async () => {
    const receiving = await receiver();
    const { secret } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    expect((await submit(place)).status).toBe(201);
    await flush();
    const [request] = receiving.received;
    expect(verifyRollCallSignature('whsec_someone-else', request!.body, request!.signature)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(
      verifyRollCallSignature(secret, request!.body.replace('register.saved', 'register.saveD'), request!.signature),
    ).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyRollCallSignature(secret, request!.body, request!.signature, { now: Date.now() + 10 * 60_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const replayed = signRollCallBody(secret, request!.body, Math.floor(Date.now() / 1000) - 3600);
    expect(verifyRollCallSignature(secret, request!.body, replayed)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyRollCallSignature(secret, request!.body, 'v1=abc')).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyRollCallSignature(secret, request!.body, undefined)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reaches only the webhooks subscribed to it, of its own institute', async () => {
    const receiving = await receiver();
    await addWebhook(place.institute.admin, receiving.url, ['student.created']);
    const elsewhere = await area.institute();
    await addWebhook(elsewhere.admin, receiving.url, ['register.saved']);
    expect((await submit(place)).status).toBe(201);
    await flush();
    expect(receiving.received).toEqual([]);
    const { rows } = await area.pool.query('SELECT 1 FROM webhook_deliveries WHERE institute_id = ANY ($1::uuid[])', [
      [place.institute.id, elsewhere.id],
    ]);
    expect(rows).toEqual([]);
  });

  it('queues nothing when refused, and nothing twice for a resent register', async () => {
    const receiving = await receiver();
    const { webhook } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    const register = { id: '0f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2910' };
    expect((await submit(place, register)).status).toBe(201);
    expect((await submit(place, register)).status).toBe(200);
    expect((await submit(place, { period: 2, marks: [] })).status).toBe(400);
    await flush();
    expect(receiving.received).toHaveLength(1);
    expect(await deliveryRows(webhook.id)).toHaveLength(1);
  });

  it('waits while the receiver is down and arrives once, each, when it is back', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/hooks`;
    const { webhook } = await addWebhook(place.institute.admin, url, ['register.saved']);
    for (const period of [1, 2, 3]) expect((await submit(place, { period })).status).toBe(201);
    await flush();
    const waiting = await deliveryRows(webhook.id);
    expect(waiting.map((row) => [row.status, row.attempts, row.responseStatus])).toEqual([
      ['pending', 1, null],
      ['pending', 1, null],
      ['pending', 1, null],
    ]);

    const receiving = await receiver(port);
    await makeDue(webhook.id);
    await flush();
    await makeDue(webhook.id);
    await flush();
    expect(receiving.received.map((request) => request.delivery).sort()).toEqual(waiting.map((row) => row.id).sort());
    expect(
      bodies(receiving)
        .map((body) => body.data.period)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect((await deliveryRows(webhook.id)).map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 2],
      ['delivered', 2],
      ['delivered', 2],
    ]);
  });

  it('is sent once when several dispatchers look for due deliveries at the same moment', async () => {
    const receiving = await receiver();
    const { webhook } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    for (const period of [1, 2, 3, 4, 5, 6]) expect((await submit(place, { period })).status).toBe(201);
    const others = [1, 2].map(() =>
      startWebhookDispatcher({
        pool: area.applicationPool,
        policy: { allowLocal: true },
        pollIntervalMs: 3_600_000,
        concurrency: 2,
      }),
    );
    try {
      await Promise.all([flush(), ...others.map((dispatcher) => dispatcher.drain())]);
    } finally {
      await Promise.all(others.map((dispatcher) => dispatcher.stop()));
    }
    const ids = receiving.received.map((request) => request.delivery);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect((await deliveryRows(webhook.id)).map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 6 }, () => ['delivered', 1]),
    );
  });

  it('is tried again with doubling waits, up to the longest, and fails once its day is over', async () => {
    const receiving = await receiver();
    receiving.answerWith(503);
    const { webhook } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    expect((await submit(place)).status).toBe(201);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await flush();
      const [row] = await deliveryRows(webhook.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, responseStatus: 503 });
      waits.push(row!.waitMs!);
      await makeDue(webhook.id);
    }
    expect(waits).toEqual([BASE_DELAY_MS, 2 * BASE_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS]);

    // Its day (here a minute) nearly over: the next wait would end past it.
    await area.pool.query(`UPDATE webhook_deliveries SET created_at = now() - interval '58 seconds' WHERE webhook_id = $1`, [
      webhook.id,
    ]);
    await flush();
    expect((await deliveryRows(webhook.id))[0]).toMatchObject({ status: 'failed', attempts: 5, responseStatus: 503 });
    await makeDue(webhook.id);
    await flush();
    expect(receiving.received).toHaveLength(5);
  });

  it('disables the webhook on 410 Gone and stops sending to it', async () => {
    const receiving = await receiver();
    receiving.answerWith(410);
    const { webhook } = await addWebhook(place.institute.admin, receiving.url, ['register.saved']);
    expect((await submit(place, { period: 1 })).status).toBe(201);
    expect((await submit(place, { period: 2 })).status).toBe(201);
    await flush();
    // Both may go in one claim; the first 410 cancels what is still waiting.
    const rows = await deliveryRows(webhook.id);
    expect(rows.some((row) => row.status === 'failed' && row.responseStatus === 410)).toBe(true);
    expect(rows.every((row) => row.status === 'failed' || row.status === 'cancelled')).toBe(true);
    const list = await area.stack.call('GET', '/admin/webhooks', { identity: place.institute.admin });
    expect(list.body.webhooks[0].disabledAt).toEqual(expect.any(String));

    const sent = receiving.received.length;
    expect((await submit(place, { period: 3 })).status).toBe(201);
    await flush();
    expect(receiving.received).toHaveLength(sent);
    expect(await deliveryRows(webhook.id)).toHaveLength(2);
  });
});

describe('the other events', () => {
  it('tells of a correction, a leave decision and an on-duty grant with the marks it corrects', async () => {
    const place = await teachingInstitute(area, { students: 2 });
    const receiving = await receiver();
    await addWebhook(place.institute.admin, receiving.url, ['mark.corrected', 'leave.decided']);
    const [first, second] = place.roster;
    const saved = await submit(place, {
      marks: [
        { studentId: first!.id, status: 'absent' },
        { studentId: second!.id, status: 'absent' },
      ],
    });
    const lectureId = saved.body.lecture.id;
    const corrected = await correct(place.institute.admin, lectureId, {
      studentId: first!.id,
      status: 'present',
      reason: 'Late bus',
    });
    expect(corrected.status).toBe(201);
    const granted = await area.stack.call('POST', '/admin/on-duty', {
      identity: place.institute.admin,
      body: { studentIds: [second!.id], date: place.today, reason: 'Sports meet' },
    });
    expect(granted.status).toBe(201);
    await flush();

    const events = bodies(receiving);
    expect(events.map((event) => event.event).sort()).toEqual(['leave.decided', 'mark.corrected', 'mark.corrected']);
    expect(events.find((event) => event.data.reason === 'Late bus')?.data).toEqual({
      markId: corrected.body.mark.id,
      lectureId,
      studentId: first!.id,
      status: 'present',
      previousStatus: 'absent',
      supersedes: expect.any(String),
      reason: 'Late bus',
      source: 'office',
      correctedBy: place.institute.adminId,
    });
    expect(events.find((event) => event.event === 'mark.corrected' && event.data.studentId === second!.id)?.data).toMatchObject({
      lectureId,
      status: 'present',
      previousStatus: 'absent',
    });
    expect(events.find((event) => event.event === 'leave.decided')?.data).toMatchObject({
      studentId: second!.id,
      kind: 'on-duty',
      decision: 'approved',
      startsOn: place.today,
      endsOn: place.today,
      decidedBy: place.institute.adminId,
    });
  });

  it('tells of a student added and changed, as the API answers a student', async () => {
    const institute = await area.institute();
    const classId = await seedClass(area.pool, institute.id, 'Class 9-A');
    const receiving = await receiver();
    await addWebhook(institute.admin, receiving.url, ['student.created', 'student.updated']);
    const created = await area.stack.call('POST', '/admin/students', {
      identity: institute.admin,
      body: { name: 'Meera Iyer', email: 'meera@example.com', rollNumber: '9A-01', classId },
    });
    expect(created.status).toBe(201);
    const id = created.body.student.id;
    const updated = await area.stack.call('PUT', `/admin/students/${id}`, {
      identity: institute.admin,
      body: { name: 'Meera R. Iyer', email: 'meera@example.com', rollNumber: '9A-01' },
    });
    expect(updated.status).toBe(200);
    await flush();
    const events = bodies(receiving).sort((a, b) => a.event.localeCompare(b.event));
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ['student.created', created.body.student],
      ['student.updated', updated.body.student],
    ]);
  });
});

describe('students imported from a CSV file', () => {
  it('queue one student.created each when committed, and nothing for a preview', async () => {
    const institute = await area.institute();
    await seedClass(area.pool, institute.id, 'Class 7-A');
    const receiving = await receiver();
    const { webhook } = await addWebhook(institute.admin, receiving.url, ['student.created']);
    const csv = [
      'name,email,rollNumber,class,guardianName,guardianEmail',
      'Asha Rao,asha@mail.in,7A-1,Class 7-A,Lakshmi Rao,lakshmi@mail.in',
      'Bela Sen,bela@mail.in,7A-2,Class 7-A,,',
    ].join('\n');
    const upload = (query: string) =>
      area.stack.call('POST', `/admin/students/import${query}`, {
        identity: institute.admin,
        rawBody: csv,
        headers: { 'content-type': 'text/csv' },
      });
    expect((await upload('?preview=true')).status).toBe(200);
    expect(await deliveryRows(webhook.id)).toEqual([]);
    expect(await upload('')).toEqual({ status: 201, body: { success: true, created: 2 } });
    await flush();
    const students = bodies(receiving).map((event) => [
      event.event,
      event.data.name,
      event.data.rollNumber,
      event.data.guardians.length,
    ]);
    expect(students.sort()).toEqual([
      ['student.created', 'Asha Rao', '7A-1', 1],
      ['student.created', 'Bela Sen', '7A-2', 0],
    ]);
  });
});

describe('addresses in production settings', () => {
  const privateUrls = [
    'https://127.0.0.1/hooks',
    'https://10.1.2.3/hooks',
    'https://172.16.5.4/hooks',
    'https://192.168.1.10/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hooks',
    'https://0.0.0.0/hooks',
    'https://[::1]/hooks',
    'https://[fc00::1]/hooks',
    'https://[fd12:3456::1]/hooks',
    'https://[fe80::1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://localhost/hooks',
  ];

  it('refuses http and every private, loopback or link-local address, also by a host name', async () => {
    const production = await area.stack.startServices({ webhooks: { allowLocal: false, pollIntervalMs: 3_600_000 } });
    try {
      const institute = await area.institute();
      const post = (url: string) =>
        callService(production.url, 'POST', '/admin/webhooks', {
          identity: institute.admin,
          body: { url, events: ['register.saved'] },
        });
      for (const url of privateUrls) expect([url, await post(url)]).toEqual([url, refusal(400, webhookMessages.privateAddress)]);
      expect(await post('http://93.184.215.14/hooks')).toEqual(refusal(400, webhookMessages.httpsRequired));
      expect((await post('https://93.184.215.14/hooks')).status).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('refuses a host name when any address it resolves to is private, and connects to the one it checked', async () => {
    const resolvingTo = (addresses: string[]) => ({ allowLocal: false, resolve: async () => addresses });
    expect(await checkWebhookAddress('https://hooks.example.org/x', resolvingTo(['93.184.215.14', '10.0.0.7']))).toEqual({
      ok: false,
      reason: 'invalid',
      message: webhookMessages.privateAddress,
    });
    expect(await checkWebhookAddress('https://hooks.example.org/x', resolvingTo(['fd00::5']))).toMatchObject({ ok: false });
    expect(await checkWebhookAddress('https://hooks.example.org/x', resolvingTo([]))).toEqual({
      ok: false,
      reason: 'invalid',
      message: webhookMessages.unresolvable,
    });
    const checked = await checkWebhookAddress('https://hooks.example.org/x', resolvingTo(['93.184.215.14']));
    expect(checked).toMatchObject({ ok: true, value: { address: '93.184.215.14', family: 4 } });
    // Development settings let loopback and http through.
    expect(
      await checkWebhookAddress('http://localhost:8080/x', { allowLocal: true, resolve: async () => ['127.0.0.1'] }),
    ).toMatchObject({ ok: true, value: { address: '127.0.0.1' } });
  });

  it('checks the address again before each delivery, and sends nothing to one that turned private', async () => {
    const place = await teachingInstitute(area, { students: 1 });
    const receiving = await receiver();
    // Added while local addresses were allowed; the dispatcher below runs with production settings.
    const { webhook } = await addWebhook(place.institute.admin, `https://localhost:${receiving.port}/hooks`, ['register.saved']);
    expect((await submit(place)).status).toBe(201);
    const logged: string[] = [];
    const production = startWebhookDispatcher({
      pool: area.applicationPool,
      policy: { allowLocal: false },
      pollIntervalMs: 3_600_000,
      log: (line) => logged.push(line),
    });
    try {
      await production.drain();
    } finally {
      await production.stop();
    }
    expect(receiving.received).toEqual([]);
    expect(logged.join('\n')).toContain(webhookMessages.privateAddress);
    expect(await deliveryRows(webhook.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, responseStatus: null }),
    ]);
  });
});
