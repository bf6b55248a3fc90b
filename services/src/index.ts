export { startServices, type StartServicesOptions, type RunningServices } from './services';
export { startDatabase, type StartDatabaseOptions, type RunningDatabase } from './db/embedded-database';
export { assertPostgresCanReach } from './db/postgres-reach';
export { startDevMailServer, type StartDevMailServerOptions, type DevMailServer } from './mail/dev-mail-server';
export { readMailbox, type MailboxMessage } from './mail/mailbox';
export { ADMIN_CREDENTIALS_SUBJECT, credentialsSubject } from './credentials/credentials-mail';
export { defaults, googleSignInFrom, loginUrlFor, portFrom } from './config';
