import type { Queryable } from '../src/db/pool';
import { APPLICATION_ROLE } from '../src/db/embedded-database';
import { testDatabaseHook } from './support/database';
import { TENANT_TABLES } from './support/routing/tenant-catalog';

const testDatabase = testDatabaseHook({ migrated: true });

const KINDS: Record<string, string> = { p: 'primary key', u: 'unique constraint', x: 'exclusion constraint', f: 'foreign key' };

/** Every key of a tenant table that leaves out institute_id, as "<table>: <kind> <name> (<columns>)". */
async function keysWithoutInstitute(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table: string; kind: string; name: string; columns: string[] }>(
    `WITH tenant_tables AS (${TENANT_TABLES})
     SELECT t.relname AS table, con.contype AS kind, con.conname AS name,
            array(SELECT coalesce(a.attname::text, '(expression)') FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, position)
                  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.position) AS columns
     FROM tenant_tables t
     JOIN pg_constraint con ON con.conrelid = t.oid
     WHERE con.contype IN ('p', 'u', 'x', 'f') AND NOT (t.institute_column = ANY (con.conkey))
     UNION ALL
     SELECT t.relname, 'i', i.relname,
            array(SELECT coalesce(a.attname::text, '(expression)') FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
                  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.position)
     FROM tenant_tables t
     JOIN pg_index x ON x.indrelid = t.oid
     JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = x.indexrelid)
       AND NOT (t.institute_column = ANY (x.indkey::int2[]))
     ORDER BY 1`,
  );
  return rows.map(
    (row) => `${row.table}: ${KINDS[row.kind] ?? 'unique index'} ${row.name} (${row.columns.join(', ')}) leaves out institute_id`,
  );
}

/** Tenant tables whose rows row-level security does not guard. */
async function tablesWithoutRowSecurity(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(`${TENANT_TABLES} AND NOT c.relrowsecurity ORDER BY c.relname`);
  return rows.map((row) => `${row.relname}: row-level security is off`);
}

describe('the schema, read from the catalog', () => {
  it('has tenant tables to check', async () => {
    const { rows } = await testDatabase.pool.query<{ relname: string }>(TENANT_TABLES);
    expect(rows.map((row) => row.relname)).toEqual(expect.arrayContaining(['classes', 'attendance_marks', 'custom_roles']));
  });

  // Keys that name the institute keep every row and every reference inside one institute, and let the tables
  // distribute by institute_id: a distributed table's unique and foreign keys must include its distribution column.
  it('keys every primary key, unique, exclusion and foreign key of a tenant table by institute_id', async () => {
    expect(await keysWithoutInstitute(testDatabase.pool)).toEqual([]);
  });

  it('guards every tenant table with row-level security', async () => {
    expect(await tablesWithoutRowSecurity(testDatabase.pool)).toEqual([]);
  });

  it('gives the application a login that cannot bypass row-level security and owns no table', async () => {
    const { rows } = await testDatabase.pool.query(
      `SELECT r.rolbypassrls AS "bypassesRowSecurity", r.rolsuper AS superuser,
              array(SELECT relname::text FROM pg_class WHERE relowner = r.oid ORDER BY relname) AS owns
       FROM pg_roles r WHERE r.rolname = $1`,
      [APPLICATION_ROLE],
    );
    expect(rows).toEqual([{ bypassesRowSecurity: false, superuser: false, owns: [] }]);
  });

  it('names the table and the key that break the rules (the checks themselves, on a table made to fail them)', async () => {
    const client = await testDatabase.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE TABLE badges (
        institute_id uuid NOT NULL, id uuid PRIMARY KEY, code text,
        holder_id uuid REFERENCES users (id),
        CONSTRAINT badges_code_key UNIQUE (code))`);
      await client.query('CREATE UNIQUE INDEX badges_lower_code_idx ON badges (lower(code))');
      expect((await keysWithoutInstitute(client)).sort()).toEqual([
        'badges: foreign key badges_holder_id_fkey (holder_id) leaves out institute_id',
        'badges: primary key badges_pkey (id) leaves out institute_id',
        'badges: unique constraint badges_code_key (code) leaves out institute_id',
        'badges: unique index badges_lower_code_idx ((expression)) leaves out institute_id',
      ]);
      expect(await tablesWithoutRowSecurity(client)).toEqual(['badges: row-level security is off']);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
