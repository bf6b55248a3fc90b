import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface StartDevMailServerOptions {
  /** Messages are written to `${dataDir}/mail`. */
  dataDir: string;
  port: number;
  host?: string;
  /** Awaited after each message is received, before it is kept and accepted with 250 (tests: a relay slow to reply). */
  beforeAccept?: () => Promise<void>;
}

export interface DevMailServer {
  /** smtp://host:port, for SMTP_URL. */
  url: string;
  mailDir: string;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * A real SMTP server for development and tests: it accepts every message (any sign-in or none) and keeps
 * each one as an .eml file whose name sorts by arrival time.
 */
export async function startDevMailServer({
  dataDir,
  port,
  host = '127.0.0.1',
  beforeAccept,
}: StartDevMailServerOptions): Promise<DevMailServer> {
  const mailDir = path.join(path.resolve(dataDir), 'mail');
  await mkdir(mailDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'RollCall development mail server',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'developer' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const message = Buffer.concat(chunks);
        Promise.resolve(beforeAccept?.())
          .then(() => saveMessage(mailDir, message))
          .then(() => callback(), callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {});
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();

  return {
    url: `smtp://${host}:${address.port}`,
    mailDir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Written under a temporary name first, so a reader never sees half a message. */
async function saveMessage(mailDir: string, message: Buffer): Promise<void> {
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const partial = path.join(mailDir, `.${name}.partial`);
  await writeFile(partial, message);
  await rename(partial, path.join(mailDir, name));
}
