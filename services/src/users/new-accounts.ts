import type { Language } from '@rollcall/contracts';
import type { CredentialedRole } from '../credentials/credentials-mail';
import type { Queryable } from '../db/pool';
import { newTemporaryPassword, type TemporaryPassword } from '../passwords/temporary-password';

export interface NewPerson {
  name: string;
  email: string;
  /** The language of their screens and mails, the credentials mail's first; English when not given. */
  language?: Language;
}

export interface CreatedAccount extends NewPerson {
  id: string;
  /** The temporary password, for the credentials mail only. */
  password: TemporaryPassword;
}

export interface InsertedAccounts {
  created: CreatedAccount[];
  /** Emails already taken for the role, in this institute or another: those people were not created. */
  taken: string[];
}

/**
 * Creates the accounts of one role of the institute in one statement, each with a temporary password to
 * change at the first sign-in. An email already taken is skipped rather than failing the statement, so the
 * caller can name every clash (and must then end its transaction itself).
 */
export async function insertAccounts(
  db: Queryable,
  instituteId: string,
  role: CredentialedRole,
  people: NewPerson[],
): Promise<InsertedAccounts> {
  if (people.length === 0) return { created: [], taken: [] };
  const passwords = people.map(() => newTemporaryPassword());
  const { rows } = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash, must_change_password, temporary_password_expires_at, language)
     SELECT $1, $2, person.name, person.email, person.hash, true, person.expires_at, coalesce(person.language, 'en')
     FROM unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[])
       AS person (name, email, hash, expires_at, language)
     ON CONFLICT (role, email) DO NOTHING
     RETURNING id, email`,
    [
      role,
      instituteId,
      people.map((person) => person.name),
      people.map((person) => person.email),
      passwords.map((password) => password.hash),
      passwords.map((password) => password.expiresAt),
      people.map((person) => person.language ?? null),
    ],
  );
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const created: CreatedAccount[] = [];
  const taken: string[] = [];
  people.forEach((person, index) => {
    const id = idOf.get(person.email);
    if (id) created.push({ ...person, id, password: passwords[index]! });
    else taken.push(person.email);
  });
  return { created, taken };
}

/** Which of these emails the institute already uses for the role. */
export async function emailsInUse(
  db: Queryable,
  instituteId: string,
  role: CredentialedRole,
  emails: string[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM users WHERE institute_id = $1 AND role = $2 AND email = ANY($3::text[])`,
    [instituteId, role, emails],
  );
  return new Set(rows.map((row) => row.email));
}
