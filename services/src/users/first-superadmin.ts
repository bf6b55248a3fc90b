import type pg from 'pg';
import { loginSchema, messages } from '@rollcall/contracts';
import { withPlatform } from '../db/platform';
import { generatePassword } from '../passwords/generate';
import { hashPassword } from '../passwords/hashing';

const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@rollcall.local';

export interface FirstSuperadminOptions {
  email?: string;
  password?: string;
}

/**
 * Creates the first super admin when there is none. Returns the credentials only when the password was
 * generated here (the caller prints them once); null when a super admin already exists or the password
 * came from the settings.
 */
export async function ensureFirstSuperadmin(
  pool: pg.Pool,
  options: FirstSuperadminOptions = {},
): Promise<{ email: string; password: string } | null> {
  const existing = await withPlatform(pool, (db) => db.query(`SELECT 1 FROM users WHERE role = 'superadmin' LIMIT 1`));
  if (existing.rowCount) return null;

  const generated = !options.password;
  const password = options.password || generatePassword(24);
  const parsed = loginSchema.safeParse({ role: 'superadmin', email: options.email || DEFAULT_SUPERADMIN_EMAIL, password });
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? 'invalid';
    throw new Error(
      problem === messages.strongPassword
        ? 'SUPERADMIN_PASSWORD must have at least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol'
        : `SUPERADMIN_EMAIL is not usable: ${problem}`,
    );
  }

  const passwordHash = await hashPassword(password);
  const inserted = await withPlatform(pool, (db) =>
    db.query(
      `INSERT INTO users (role, institute_id, name, email, password_hash)
       VALUES ('superadmin', NULL, 'Super Admin', $1, $2)
       ON CONFLICT (role, email) DO NOTHING`,
      [parsed.data.email, passwordHash],
    ),
  );
  if (!inserted.rowCount || !generated) return null;
  return { email: parsed.data.email, password };
}
