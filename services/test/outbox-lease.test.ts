import pg from 'pg';
import { readMailbox } from '../src/mail/mailbox';
import { enqueueMail } from '../src/mail/outbox';
import { eventually, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startTestStack();
  db = new pg.Client({ connectionString: stack.database.ownerUrl });
  await db.connect();
}, 60_000);
afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const received = async (to: string) => (await readMailbox(stack.mail.mailDir)).filter((message) => message.to === to);

it('leaves a mail leased by another worker alone until that lease runs out, then sends it once', async () => {
  // Another worker holds it (say one that died mid-send): its lease has an hour to go. Queued and leased in one
  // transaction, so the services' own outbox worker never sees the mail unleased.
  await db.query('BEGIN');
  await enqueueMail(db, { idempotencyKey: 'lease-test:1', to: 'leased@outbox.test', subject: 'Leased', text: 'Hello' });
  await db.query(
    `UPDATE mail_outbox SET lease_token = gen_random_uuid(), leased_until = now() + interval '1 hour' WHERE idempotency_key = 'lease-test:1'`,
  );
  await db.query('COMMIT');
  await stack.services.flushOutbox();
  expect(await received('leased@outbox.test')).toEqual([]);

  await db.query(`UPDATE mail_outbox SET leased_until = now() - interval '1 second' WHERE idempotency_key = 'lease-test:1'`);
  await stack.services.flushOutbox();
  await eventually(async () => (await received('leased@outbox.test')).length > 0);
  const { rows } = await db.query(`SELECT sent_at, lease_token, text FROM mail_outbox WHERE idempotency_key = 'lease-test:1'`);
  expect(rows).toEqual([{ sent_at: expect.any(Date), lease_token: null, text: '' }]);
  expect(await received('leased@outbox.test')).toHaveLength(1);
}, 30_000);
