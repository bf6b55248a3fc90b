import type { AddressInfo } from 'node:net';
import { createApp } from './http/app';
import { runMigrations } from './db/migrations';
import { createPool } from './db/pool';
import { startOutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { ensureFirstSuperadmin } from './users/first-superadmin';

export interface StartServicesOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  databaseUrl: string;
  /** Shared with the gateway: every request must carry an identity signed with it. */
  internalSecret: string;
  smtpUrl: string;
  /** The From of every mail, e.g. 'RollCall <no-reply@rollcall.local>'. */
  mailFrom: string;
  /** The shell's sign-in address, written into credentials mails. */
  loginUrl: string;
  /** The first super admin, created when none exists (without a password one is generated and returned). */
  superadmin?: { email?: string; password?: string };
  log?: (message: string) => void;
  /** Outbox timing (tests shorten it). */
  outbox?: { pollIntervalMs?: number; baseDelayMs?: number; maxDelayMs?: number };
}

export interface RunningServices {
  url: string;
  /** The generated first super admin's credentials, to print once; null when none was generated. */
  createdSuperadmin: { email: string; password: string } | null;
  /** Sends every mail that is due now (tests). */
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
}

export async function startServices(options: StartServicesOptions): Promise<RunningServices> {
  const { port, host = '127.0.0.1', databaseUrl, internalSecret, smtpUrl, mailFrom, loginUrl, log = console.log } = options;
  if (!internalSecret || internalSecret.length < 16) throw new Error('INTERNAL_SECRET must be at least 16 characters');

  await runMigrations(databaseUrl);
  const pool = createPool(databaseUrl, log);
  try {
    const createdSuperadmin = await ensureFirstSuperadmin(pool, options.superadmin);
    const outbox = startOutboxWorker({ pool, transport: createMailTransport(smtpUrl), from: mailFrom, log, ...options.outbox });
    const app = createApp({ pool, internalSecret, log, loginUrl, kickOutbox: outbox.kick });

    const server = app.listen(port, host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', (error) => {
        void outbox.stop();
        reject(error);
      });
    });
    const { port: boundPort } = server.address() as AddressInfo;

    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
      createdSuperadmin,
      flushOutbox: () => outbox.drain(),
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await outbox.stop();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
