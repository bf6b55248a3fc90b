/** Anything that runs SQL and answers rows: a pg Pool, Client or PoolClient. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

interface LoginPowers {
  login: string;
  superuser: boolean;
  bypassesRowSecurity: boolean;
  owns: string[];
}

/**
 * What the connection's login can do beyond its grants, through itself or any role it may become: be a superuser,
 * bypass row-level security, own a table or a schema (an owner escapes the policies and may alter or drop).
 */
async function loginPowers(db: Queryable): Promise<LoginPowers> {
  const { rows } = await db.query(
    `SELECT current_user AS login,
            EXISTS (SELECT FROM pg_roles r WHERE r.rolsuper AND pg_has_role(current_user, r.oid, 'MEMBER')) AS superuser,
            EXISTS (SELECT FROM pg_roles r WHERE r.rolbypassrls AND pg_has_role(current_user, r.oid, 'MEMBER'))
              AS "bypassesRowSecurity",
            array(
              SELECT format('%s %I.%I', CASE c.relkind WHEN 'S' THEN 'sequence' WHEN 'v' THEN 'view' ELSE 'table' END,
                            n.nspname, c.relname)
              FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND n.nspname <> 'information_schema'
                AND n.nspname NOT LIKE 'pg\\_%' AND pg_has_role(current_user, c.relowner, 'MEMBER')
              UNION ALL
              SELECT format('schema %I', n.nspname) FROM pg_namespace n
              WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
                AND pg_has_role(current_user, n.nspowner, 'MEMBER')
              ORDER BY 1
            ) AS owns`,
  );
  return rows[0] as LoginPowers;
}

/** Why this login must not serve the application; null when it may. */
export async function applicationLoginRefusal(db: Queryable): Promise<string | null> {
  const { login, superuser, bypassesRowSecurity, owns } = await loginPowers(db);
  const remedy =
    'Connect the application (DATABASE_URL) as a login that is NOSUPERUSER NOBYPASSRLS and owns nothing (rollcall_app), ' +
    'and run the migrations as the owner (DATABASE_OWNER_URL).';
  if (superuser) return `The database login "${login}" is a superuser, so row-level security does not apply to it. ${remedy}`;
  if (bypassesRowSecurity) return `The database login "${login}" bypasses row-level security (BYPASSRLS). ${remedy}`;
  if (owns.length > 0) {
    const listed = owns.slice(0, 5).join(', ') + (owns.length > 5 ? `, and ${owns.length - 5} more` : '');
    return `The database login "${login}" owns ${listed}: an owner escapes row-level security and may alter or drop. ${remedy}`;
  }
  return null;
}

/**
 * Rejects with what to change when the login could leave row-level security behind (see applicationLoginRefusal):
 * services and the gateway check theirs at start, so a production login with too much power is caught at once.
 */
export async function assertApplicationLogin(db: Queryable): Promise<void> {
  const refusal = await applicationLoginRefusal(db);
  if (refusal) throw new Error(refusal);
}
