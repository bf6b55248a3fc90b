/**
 * A process that starts the embedded PostgreSQL on a data folder and keeps it running, for tests of what
 * happens when such a process dies: `node --import tsx database-process.ts <dataDir>`. Prints the database's
 * URL as one JSON line once it answers.
 */
import { startDatabase } from '../../src/db/embedded-database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: database-process.ts <dataDir>');
startDatabase({ dataDir, port: 0 }).then(
  (database) => console.log(JSON.stringify({ url: database.ownerUrl })),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
