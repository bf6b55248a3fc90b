import type { CreateInstituteInput, Institute } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type { Queryable } from '../db/pool';
import { uniqueViolation } from '../db/pool';

export const instituteMessages = {
  duplicateEmail: 'An institute with this email already exists',
  notFound: 'Institute not found',
} as const;

const INSTITUTE_COLUMNS = 'id, name, email, phone_number AS "phoneNumber", address';

export async function createInstitute(db: Queryable, input: Required<CreateInstituteInput>): Promise<Institute> {
  try {
    const { rows } = await db.query<Institute>(
      `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, $3, $4) RETURNING ${INSTITUTE_COLUMNS}`,
      [input.name, input.email, input.phoneNumber, input.address],
    );
    return rows[0]!;
  } catch (error) {
    throw duplicateOr(error);
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

export async function updateInstitute(db: Queryable, input: Institute): Promise<Institute> {
  try {
    const { rows } = await db.query<Institute>(
      `UPDATE institutes SET name = $2, email = $3, phone_number = $4, address = $5, updated_at = now()
       WHERE id = $1 RETURNING ${INSTITUTE_COLUMNS}`,
      [input.id, input.name, input.email, input.phoneNumber, input.address],
    );
    if (!rows[0]) throw new HttpError(404, [instituteMessages.notFound]);
    return rows[0];
  } catch (error) {
    throw duplicateOr(error);
  }
}

function duplicateOr(error: unknown): unknown {
  return uniqueViolation(error) === 'institutes_email_key' ? new HttpError(409, [instituteMessages.duplicateEmail]) : error;
}
