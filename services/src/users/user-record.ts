import type { Language, Role } from '@rollcall/contracts';
import type { ServiceUser } from '@rollcall/contracts/internal';

export interface UserRow {
  id: string;
  role: Role;
  name: string;
  email: string;
  institute_id: string | null;
  must_change_password: boolean;
  language: Language;
  password_hash: string | null;
  temporary_password_expires_at: Date | null;
  temporary_password_used_at: Date | null;
}

export const USER_COLUMNS =
  'id, role, name, email, institute_id, must_change_password, language, password_hash, temporary_password_expires_at, temporary_password_used_at';

export function toServiceUser(row: UserRow): ServiceUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    instituteId: row.institute_id,
    mustChangePassword: row.must_change_password,
    language: row.language,
  };
}
