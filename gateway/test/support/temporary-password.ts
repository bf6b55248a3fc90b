import type pg from 'pg';

/** The user holds a temporary password, valid a day more, as after their credentials were mailed. */
export async function holdTemporaryPassword(db: Pick<pg.Pool, 'query'>, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET must_change_password = true, temporary_password_expires_at = now() + interval '1 day' WHERE id = $1`,
    [userId],
  );
}
