import type { CreateInstituteInput, Institute } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { uniqueViolation } from '../db/pool';

const INSTITUTE_COLUMNS = 'id, name, email, phone_number AS "phoneNumber", address';

/** The one unique value of an institute besides its id. */
const isEmailClash = (error: unknown) => uniqueViolation(error) === 'institutes_email_key';

export async function createInstitute(
  db: Queryable,
  input: Required<CreateInstituteInput>,
): Promise<Outcome<Institute, 'duplicate-email'>> {
  try {
    const { rows } = await db.query<Institute>(
      `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, $3, $4) RETURNING ${INSTITUTE_COLUMNS}`,
      [input.name, input.email, input.phoneNumber, input.address],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    if (isEmailClash(error)) return refused('duplicate-email');
    throw error;
  }
}

export async function listInstitutes(db: Queryable): Promise<Institute[]> {
  const { rows } = await db.query<Institute>(`SELECT ${INSTITUTE_COLUMNS} FROM institutes ORDER BY lower(name), name, id`);
  return rows;
}

export async function findInstitute(db: Queryable, id: string): Promise<Institute | null> {
  const { rows } = await db.query<Institute>(`SELECT ${INSTITUTE_COLUMNS} FROM institutes WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * What a credentials mail's letterhead names of the institute (its name, and its time zone for the password's expiry),
 * the row kept from changing until the transaction ends; null when there is none.
 */
export async function findInstituteLetterheadForShare(
  db: Queryable,
  id: string,
): Promise<{ name: string; timeZone: string } | null> {
  const { rows } = await db.query<{ name: string; timeZone: string }>(
    'SELECT name, time_zone AS "timeZone" FROM institutes WHERE id = $1 FOR SHARE',
    [id],
  );
  return rows[0] ?? null;
}

export async function updateInstitute(
  db: Queryable,
  input: Institute,
): Promise<Outcome<Institute, 'not-found' | 'duplicate-email'>> {
  try {
    const { rows } = await db.query<Institute>(
      `UPDATE institutes SET name = $2, email = $3, phone_number = $4, address = $5, updated_at = now()
       WHERE id = $1 RETURNING ${INSTITUTE_COLUMNS}`,
      [input.id, input.name, input.email, input.phoneNumber, input.address],
    );
    return rows[0] ? succeeded(rows[0]) : refused('not-found');
  } catch (error) {
    if (isEmailClash(error)) return refused('duplicate-email');
    throw error;
  }
}
