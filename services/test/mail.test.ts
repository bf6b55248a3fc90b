import { rm } from 'node:fs/promises';
import { startDevMailServer, type DevMailServer } from '../src/mail/dev-mail-server';
import { readMailbox } from '../src/mail/mailbox';
import { messageIdFor, retryDelayMs } from '../src/mail/outbox-worker';
import { createMailTransport } from '../src/mail/transport';
import { generatePassword } from '../src/passwords/generate';
import { temporaryFolder } from './support/stack';

let dataDir: string;
let server: DevMailServer;

beforeAll(async () => {
  dataDir = await temporaryFolder();
  server = await startDevMailServer({ dataDir, port: 0 });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the dev mail server and readMailbox', () => {
  it('keeps each message as an .eml file and reads back Unicode subjects and long bodies', async () => {
    expect(server.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const transport = createMailTransport(server.url);
    const longLine = `Line with = signs and accents: é ü ñ ${'x'.repeat(120)}`;
    await transport.sendMail({
      from: 'RollCall <no-reply@rollcall.test>',
      to: 'Priya <priya@school.in>',
      subject: 'Namaste — स्वागत है',
      text: `First\n${longLine}\nLast`,
    });
    await transport.sendMail({
      from: 'no-reply@rollcall.test',
      to: 'second@school.in',
      subject: 'Plain',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    transport.close();

    const messages = await readMailbox(server.mailDir);
    expect(messages.map((message) => message.file)).toEqual([...messages.map((message) => message.file)].sort());
    expect(messages).toEqual([
      expect.objectContaining({ to: 'Priya <priya@school.in>', subject: 'Namaste — स्वागत है', text: `First\n${longLine}\nLast` }),
      expect.objectContaining({ to: 'second@school.in', subject: 'Plain', text: 'Hello' }),
    ]);
    expect(messages.every((message) => message.file.endsWith('.eml'))).toBe(true);
  });

  it('reads an empty or missing mailbox as no messages', async () => {
    expect(await readMailbox(`${dataDir}/no-such-folder`)).toEqual([]);
  });
});

describe('outbox details', () => {
  it('derives a stable Message-ID from the idempotency key', () => {
    const id = messageIdFor('admin-credentials:1', 'RollCall <no-reply@rollcall.test>');
    expect(id).toMatch(/^<[0-9a-f]{32}@rollcall\.test>$/);
    expect(messageIdFor('admin-credentials:1', 'no-reply@rollcall.test')).toBe(id);
    expect(messageIdFor('admin-credentials:2', 'no-reply@rollcall.test')).not.toBe(id);
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 1_000, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });
});

describe('generated passwords', () => {
  it('meet the strong-password rule, are long and do not repeat', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword(20));
    for (const password of passwords) expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{20}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
