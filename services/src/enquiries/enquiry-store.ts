import type { RegistrationEnquiry } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

export interface StoredEnquiry extends RegistrationEnquiry {
  id: string;
  createdAt: Date;
}

export async function insertEnquiry(db: Queryable, enquiry: RegistrationEnquiry): Promise<StoredEnquiry> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO registration_enquiries (institute_name, contact_name, email, phone_number, students, message)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [enquiry.instituteName, enquiry.contactName, enquiry.email, enquiry.phoneNumber, enquiry.students ?? null, enquiry.message || null],
  );
  const { id, created_at } = rows[0]!;
  return { ...enquiry, id, createdAt: created_at };
}

/** Who hears about new enquiries: every super admin. */
export async function superadminRecipients(db: Queryable): Promise<Array<{ id: string; email: string }>> {
  const { rows } = await db.query<{ id: string; email: string }>(`SELECT id, email FROM users WHERE role = 'superadmin' ORDER BY email`);
  return rows;
}
