/**
 * The whole server side of RollCall in one process: embedded PostgreSQL (unless a databaseUrl is given), the
 * dev SMTP server (unless an smtpUrl is given), services and the gateway. Used by `npm start`, the e2e suite
 * and the benchmarks; each caller chooses its own data folder and ports (0 = any free port).
 */
import path from 'node:path';
import { startGateway, type GatewayOptions, type RunningGateway } from '../gateway/src';
import { redactPassword } from './redact-password';
import {
  defaults,
  loginUrlFor,
  startDatabase,
  startDevMailServer,
  startServices,
  type RunningDatabase,
  type RunningServices,
  type StartServicesOptions,
} from '../services/src';

export interface StackPorts {
  database?: number;
  smtp?: number;
  services?: number;
  gateway?: number;
}

export interface StackOptions {
  /** Embedded PostgreSQL data in `${dataDir}/postgres`, dev mail in `${dataDir}/mail`. */
  dataDir: string;
  /** Default 0 everywhere (free ports); `npm start` passes the default ports. */
  ports?: StackPorts;
  /** Host the gateway listens on (default 127.0.0.1); services always stay on loopback. */
  gatewayHost?: string;
  /** Use this PostgreSQL instead of starting the embedded one: the application's login. */
  databaseUrl?: string;
  /** With databaseUrl: the owner's login, to apply the migrations at start (none are run without it). */
  databaseOwnerUrl?: string;
  /** Use this SMTP relay instead of starting the dev mail server. */
  smtpUrl?: string;
  internalSecret: string;
  sessionSecrets: string[];
  /** The shell's address, for redirects and the sign-in link in mails. Default http://localhost:3000. */
  shellUrl?: string;
  /** CORS/CSRF allowlist; default the shell's origin. */
  shellOrigins?: string[];
  /** The gateway's public address (OAuth callback); default where it listens. */
  publicUrl?: string;
  mailFrom?: string;
  superadmin?: { email?: string; password?: string };
  google?: GatewayOptions['google'];
  production?: boolean;
  /** Anything else for the gateway (limits, session timeouts, …). */
  gateway?: Partial<GatewayOptions>;
  /** Anything else for services (outbox timing, …). */
  services?: Partial<StartServicesOptions>;
  log?: (message: string) => void;
}

export interface RunningStack {
  urls: {
    gateway: string;
    services: string;
    database: string;
    smtp: string;
  };
  /** Where the dev mail server keeps each message as an .eml file; null with an external SMTP relay. */
  mailDir: string | null;
  /** The first super admin, when this start created it with a generated password (print it once). */
  superadmin: { email: string; password: string } | null;
  /** The options the gateway was started with, to start another one on the same database. */
  gatewayOptions: GatewayOptions;
  gateway: RunningGateway;
  services: RunningServices;
  /** The embedded PostgreSQL; null with an external databaseUrl. */
  database: RunningDatabase | null;
  stop(): Promise<void>;
}

type Stop = () => Promise<unknown>;

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const dataDir = path.resolve(options.dataDir);
  const ports = options.ports ?? {};
  const log = options.log ?? (() => {});
  const shellUrl = (options.shellUrl ?? defaults.shellUrl).replace(/\/+$/, '');
  const stops: Stop[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(error));
  };

  try {
    let databaseUrl = options.databaseUrl;
    let databaseOwnerUrl = options.databaseOwnerUrl;
    let database: RunningDatabase | null = null;
    if (!databaseUrl) {
      database = await startDatabase({ dataDir, port: ports.database ?? 0 });
      stops.push(database.stop);
      databaseUrl = database.applicationUrl;
      databaseOwnerUrl = database.ownerUrl;
    }

    let smtpUrl = options.smtpUrl;
    let mailDir: string | null = null;
    if (!smtpUrl) {
      const mail = await startDevMailServer({ dataDir, port: ports.smtp ?? 0 });
      stops.push(mail.stop);
      smtpUrl = mail.url;
      mailDir = mail.mailDir;
    }

    // The gateway starts after the services, so mails read its address when they are built, and the evening's
    // first tick and the absence alerts' first pass wait until the gateway listens.
    let gatewayUrl: string | undefined;
    const apiUrl = () => {
      const url = options.publicUrl ?? gatewayUrl;
      if (!url) throw new Error("the gateway's address is not known yet");
      return url;
    };
    const services = await startServices({
      port: ports.services ?? 0,
      databaseUrl,
      databaseOwnerUrl,
      internalSecret: options.internalSecret,
      smtpUrl,
      mailFrom: options.mailFrom ?? defaults.mailFrom,
      shellUrl,
      loginUrl: loginUrlFor(shellUrl),
      googleSignIn: Boolean(options.google?.clientId && options.google.clientSecret),
      apiUrl,
      superadmin: options.superadmin,
      log,
      ...options.services,
      summaries: { firstTick: 'on-first-kick', ...options.services?.summaries },
      absenceAlerts: { firstPass: 'on-first-kick', ...options.services?.absenceAlerts },
    });
    stops.push(() => services.close());

    const gatewayOptions: GatewayOptions = {
      port: ports.gateway ?? 0,
      host: options.gatewayHost,
      servicesUrl: services.url,
      databaseUrl,
      internalSecret: options.internalSecret,
      sessionSecrets: options.sessionSecrets,
      shellUrl,
      shellOrigins: options.shellOrigins ?? [new URL(shellUrl).origin],
      publicUrl: options.publicUrl,
      google: options.google,
      production: options.production,
      log: options.log
        ? (message, error) =>
            log(`[gateway] ${message} ${error instanceof Error ? (error.stack ?? error.message) : (error ?? '')}`)
        : undefined,
      ...options.gateway,
    };
    const gateway = await startGateway(gatewayOptions);
    stops.push(() => gateway.close());
    gatewayUrl = gateway.url;
    void services.runSummaries();
    void services.runAbsenceAlerts();

    return {
      urls: { gateway: gateway.url, services: services.url, database: redactPassword(databaseUrl), smtp: smtpUrl },
      mailDir,
      superadmin: services.createdSuperadmin,
      gatewayOptions,
      gateway,
      services,
      database,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
