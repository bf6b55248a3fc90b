import type { NewRegistrationEnquiry, RegistrationEnquiry } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

export interface StoredEnquiry extends NewRegistrationEnquiry {
  id: string;
  createdAt: Date;
}

export async function insertEnquiry(db: Queryable, enquiry: NewRegistrationEnquiry): Promise<StoredEnquiry> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO registration_enquiries (institute_name, contact_name, email, phone_number, students, message)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
    [
      enquiry.instituteName,
      enquiry.contactName,
      enquiry.email,
      enquiry.phoneNumber,
      enquiry.students ?? null,
      enquiry.message || null,
    ],
  );
  const { id, created_at } = rows[0]!;
  return { ...enquiry, id, createdAt: created_at };
}

/** Every enquiry, newest first (the id breaks ties between enquiries stored in the same instant). */
export async function listEnquiries(db: Queryable): Promise<RegistrationEnquiry[]> {
  const { rows } = await db.query<{
    id: string;
    institute_name: string;
    contact_name: string;
    email: string;
    phone_number: string;
    students: number | null;
    message: string | null;
    created_at: Date;
  }>(
    `SELECT id, institute_name, contact_name, email, phone_number, students, message, created_at
     FROM registration_enquiries ORDER BY created_at DESC, id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    instituteName: row.institute_name,
    contactName: row.contact_name,
    email: row.email,
    phoneNumber: row.phone_number,
    students: row.students,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Who hears about new enquiries: every super admin. */
export async function superadminRecipients(db: Queryable): Promise<Array<{ id: string; email: string }>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE role = 'superadmin' ORDER BY email`,
  );
  return rows;
}
