/**
 * `npm run demo`: creates a new demo institute in the database `npm start` uses (DATABASE_URL, else the embedded
 * PostgreSQL of DATA_DIR on POSTGRES_PORT) and prints a sign-in for each role, once. RollCall must be running.
 */
import { roleLabel } from '@rollcall/contracts';
import { createPool } from '../services/src/db/pool';
import { createDemoInstitute } from '../services/src/demo/create-demo-institute';
import { demoDatabase, notRunning } from './demo-database';

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', '57P03'];

async function main(): Promise<number> {
  const database = await demoDatabase(process.env);
  if ('problem' in database) {
    console.error(database.problem);
    return 1;
  }
  const pool = createPool(database.url, () => {});
  const started = Date.now();
  try {
    const created = await createDemoInstitute(pool, { hourlyLimit: null });
    if (!created.ok) throw new Error('refused');
    const { institute, signIns } = created.value;
    const shellUrl = (process.env.SHELL_URL || `http://localhost:${process.env.SHELL_PORT || 3000}`).replace(/\/+$/, '');
    console.log(`Demo institute created in ${((Date.now() - started) / 1000).toFixed(1)} s: ${institute.name}`);
    console.log(`Sign in at ${shellUrl}/login with the role shown (these passwords are printed only once):`);
    for (const { role, name, email, password } of signIns) {
      console.log(`  ${roleLabel(role).padEnd(8)} ${email.padEnd(42)} ${password}   (${name})`);
    }
    console.log('The parent has two children in the school; the student is one of them.');
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (UNREACHABLE.includes(code)) console.error(notRunning(database.shown));
    else if (code === '42703' || code === '42P01')
      console.error(
        'The database lacks this version’s tables: restart `npm start` once to apply its migrations, then run `npm run demo` again.',
      );
    else console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await pool.end();
  }
}

main().then((code) => process.exit(code));
