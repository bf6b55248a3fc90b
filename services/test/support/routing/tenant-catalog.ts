import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Queryable } from '../../../src/db/pool';
import { startTestDatabase } from '../database';

/**
 * Tenant tables: every table of the public schema with an institute_id column, except users and password_resets. A
 * user's login key (role, email) is global, since one sign-in form serves every institute, so users cannot be keyed
 * by institute: it is a reference table (copied to every node), with institutes, when the schema is distributed. A
 * password reset is found by its token before any institute is known, and a super admin's has none: it goes with
 * users.
 */
export const TENANT_TABLES = `
  SELECT c.oid, c.relname, a.attnum AS institute_column, c.relrowsecurity
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'institute_id' AND NOT a.attisdropped
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('users', 'password_resets')`;

/** What the statement check knows of the schema: the tenant tables, and every relation's columns in order. */
export interface TenantCatalog {
  tenantTables: string[];
  columns: Record<string, string[]>;
}

async function readCatalog(db: Queryable): Promise<TenantCatalog> {
  const tenant = await db.query<{ relname: string }>(`${TENANT_TABLES} ORDER BY c.relname`);
  const columns = await db.query<{ relname: string; names: string[] }>(
    `SELECT c.relname, array_agg(a.attname::text ORDER BY a.attnum) AS names
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
     GROUP BY c.relname`,
  );
  return {
    tenantTables: tenant.rows.map((row) => row.relname),
    columns: Object.fromEntries(columns.rows.map((row) => [row.relname, row.names])),
  };
}

const MIGRATIONS_DIR = path.resolve(__dirname, '../../../migrations');

/** A name that changes whenever a migration or the definition of a tenant table does. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256').update(TENANT_TABLES);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let known: Promise<TenantCatalog> | undefined;

/**
 * The catalog after every migration, read once from a migrated database and kept in the temporary folder under a name
 * derived from the migrations, so a changed schema is read again and an unchanged one costs a file read.
 */
export function tenantCatalog(): Promise<TenantCatalog> {
  known ??= (async () => {
    const file = path.join(tmpdir(), `rollcall-tenant-catalog-${await schemaFingerprint()}.json`);
    try {
      return JSON.parse(await readFile(file, 'utf8')) as TenantCatalog;
    } catch {
      const database = await startTestDatabase({ migrated: true });
      try {
        const catalog = await readCatalog(database.pool);
        const partial = `${file}.${process.pid}`;
        await writeFile(partial, JSON.stringify(catalog));
        await rename(partial, file);
        return catalog;
      } finally {
        await database.stop();
      }
    }
  })();
  return known;
}
