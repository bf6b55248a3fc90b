export { startServices, type StartServicesOptions, type RunningServices } from './services';
export { startDatabase, type StartDatabaseOptions, type RunningDatabase } from './db/embedded-database';
export { runMigrations, MIGRATIONS_DIR } from './db/migrations';
export { startDevMailServer, type StartDevMailServerOptions, type DevMailServer } from './mail/dev-mail-server';
export { readMailbox, type MailboxMessage } from './mail/mailbox';
export { ADMIN_CREDENTIALS_SUBJECT } from './admins/credentials-mail';
export { DEFAULT_SUPERADMIN_EMAIL } from './users/first-superadmin';
export { defaults, loginUrlFor, portFrom } from './config';
export type { ServiceUser } from './users/user-record';
