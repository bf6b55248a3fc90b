import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool';
import { type Outcome, refused, succeeded } from '../db/outcome';

/** Whose feed: a teacher's or a student's own (studentId null for a teacher), or a parent's child's. */
export interface FeedOwner {
  userId: string;
  studentId: string | null;
}

/** A feed's row: enough to write its token. */
export interface FeedAddress {
  id: string;
  salt: Buffer;
}

/** A feed as its token finds it: whose lectures it lists, and the salt its token must match. */
export interface StoredFeed extends FeedAddress {
  /** The teacher whose lectures it lists, or null for a student's. */
  teacherId: string | null;
  /** The student whose lectures it lists, or null for a teacher's. */
  studentId: string | null;
  /** The name the calendar is called by: the teacher's or the student's. */
  name: string;
}

const newSalt = () => randomBytes(16);

/** A parent reaches only their own children's feeds; any other student, by any id, is no student at all. */
async function mayReach(db: Queryable, instituteId: string, owner: FeedOwner): Promise<boolean> {
  if (owner.studentId === null || owner.studentId === owner.userId) return true;
  const { rowCount } = await db.query(
    `SELECT FROM guardians g JOIN students s ON s.institute_id = g.institute_id AND s.id = g.student_id
     WHERE g.institute_id = $1 AND g.parent_id = $2 AND g.student_id = $3`,
    [instituteId, owner.userId, owner.studentId],
  );
  return rowCount === 1;
}

/**
 * The owner's feed, made on first ask; with `renew`, under a new salt, so every token made before stops matching.
 * Without it the DO UPDATE changes nothing, so the row is answered whether it was made now or before (and two first
 * asks agree).
 */
export async function savedFeedAddress(
  db: Queryable,
  instituteId: string,
  owner: FeedOwner,
  renew: boolean,
): Promise<Outcome<FeedAddress, 'not-found'>> {
  if (!(await mayReach(db, instituteId, owner))) return refused('not-found');
  const { rows } = await db.query<FeedAddress>(
    `INSERT INTO calendar_feeds (institute_id, user_id, student_id, salt) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT calendar_feeds_owner_key DO UPDATE
       SET salt = CASE WHEN $5 THEN excluded.salt ELSE calendar_feeds.salt END,
           created_at = CASE WHEN $5 THEN now() ELSE calendar_feeds.created_at END
     RETURNING id, salt`,
    [instituteId, owner.userId, owner.studentId, newSalt(), renew],
  );
  return succeeded(rows[0]!);
}

/**
 * The feed of this id, with whose lectures it lists; null when there is none, or when its owner may no longer read
 * it (a parent no longer linked to the child, a teacher or student account of another role now).
 */
export async function storedFeed(db: Queryable, instituteId: string, feedId: string): Promise<StoredFeed | null> {
  const { rows } = await db.query<StoredFeed>(
    `SELECT f.id, f.salt,
            CASE WHEN f.student_id IS NULL THEN f.user_id END AS "teacherId",
            f.student_id AS "studentId",
            coalesce(student.name, owner.name) AS name
     FROM calendar_feeds f
     JOIN users owner ON owner.institute_id = f.institute_id AND owner.id = f.user_id
     LEFT JOIN users student ON student.institute_id = f.institute_id AND student.id = f.student_id
     WHERE f.institute_id = $1 AND f.id = $2
       AND CASE owner.role
             WHEN 'teacher' THEN f.student_id IS NULL
             WHEN 'student' THEN f.student_id = f.user_id
             WHEN 'parent' THEN EXISTS (
               SELECT FROM guardians g WHERE g.institute_id = f.institute_id AND g.parent_id = f.user_id AND g.student_id = f.student_id)
             ELSE false
           END`,
    [instituteId, feedId],
  );
  return rows[0] ?? null;
}
