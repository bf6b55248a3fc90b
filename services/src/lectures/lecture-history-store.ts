import type {
  LectureDetailResponse,
  LectureListQuery,
  LectureSummary,
  MarkVersion,
  StudentMarkHistory,
} from '@rollcall/contracts';
import { instituteTimeZone } from '../db/institute-time-zone';
import type { Queryable } from '../db/pool';
import { isoInstant } from '../db/sql-json';
import { type CallerReach, type LectureStanding, ownLecture } from './lecture-access';
import { IS_CURRENT_MARK } from './lecture-counts';

/** The newest lectures a list answers: a teacher's term is well under this; the office narrows by subject or dates. */
const LECTURE_PAGE = 200;

/** Summaries of the lectures `page` selects (a CTE of lecture rows), with the counts of their marks. */
const summariesOf = (page: string) => `
  WITH page AS (${page})
  SELECT l.id, l.subject_id AS "subjectId", s.name AS "subjectName", s.code AS "subjectCode", c.name AS "className",
         to_char(l.held_on, 'YYYY-MM-DD') AS "heldOn", l.period, json_build_object('id', t.id, 'name', t.name) AS "takenBy",
         coalesce(counts.present, 0) AS present, coalesce(counts.absent, 0) AS absent,
         coalesce(counts.corrections, 0) AS corrections
  FROM page l
  JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
  JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
  JOIN users t ON t.institute_id = l.institute_id AND t.id = l.taken_by
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.status = 'present' AND ${IS_CURRENT_MARK})::int AS present,
           count(*) FILTER (WHERE m.status = 'absent' AND ${IS_CURRENT_MARK})::int AS absent,
           count(*) FILTER (WHERE m.supersedes IS NOT NULL)::int AS corrections
    FROM attendance_marks m
    WHERE m.institute_id = l.institute_id AND m.lecture_id = l.id
  ) counts ON true
  ORDER BY l.held_on DESC, l.period DESC, s.code, l.id`;

/**
 * The caller's lectures, newest first, at most a page of them: a teacher's own (subjects they teach, lectures they
 * took), or every lecture of the institute for the office and holders of Correct attendance.
 */
export async function listLectures(
  db: Queryable,
  instituteId: string,
  reach: CallerReach,
  { subjectId, from, to }: LectureListQuery,
): Promise<LectureSummary[]> {
  const { rows } = await db.query<LectureSummary>(
    summariesOf(`
      SELECT * FROM lectures l
      WHERE l.institute_id = $1
        AND ($2::boolean OR ${ownLecture('$3')})
        AND ($4::uuid IS NULL OR l.subject_id = $4) AND ($5::date IS NULL OR l.held_on >= $5) AND ($6::date IS NULL OR l.held_on <= $6)
      ORDER BY l.held_on DESC, l.period DESC
      LIMIT ${LECTURE_PAGE}`),
    [instituteId, reach.seesAll, reach.caller.userId, subjectId ?? null, from ?? null, to ?? null],
  );
  return rows;
}

/**
 * The lecture the caller may open, with how long its teacher may correct it, whether the caller may now, and its marks;
 * with the institute's time zone, the clock the marks' times are told on.
 */
export async function lectureDetail(
  db: Queryable,
  instituteId: string,
  { lectureId, correctableUntil, canCorrect }: LectureStanding,
): Promise<Omit<LectureDetailResponse, 'success'>> {
  const { rows } = await db.query<LectureSummary>(summariesOf(`SELECT * FROM lectures WHERE institute_id = $1 AND id = $2`), [
    instituteId,
    lectureId,
  ]);
  return {
    timeZone: await instituteTimeZone(db, instituteId),
    lecture: { ...rows[0]!, correctableUntil, canCorrect },
    marks: await markHistories(db, instituteId, lectureId),
  };
}

/** A mark `m` as one version of its chain, with who recorded it (`r`, a users row). */
export const MARK_VERSION_COLUMNS = `m.id, m.status,
  ${isoInstant('m.recorded_at')} AS "recordedAt",
  json_build_object('id', r.id, 'name', r.name) AS "recordedBy", m.source, m.reason`;

interface MarkRow extends MarkVersion {
  studentId: string;
  name: string;
  rollNumber: string;
  supersedes: string | null;
}

/** Every mark of the lecture, by roll number: each student's current version and the earlier ones, newest first. */
async function markHistories(db: Queryable, instituteId: string, lectureId: string): Promise<StudentMarkHistory[]> {
  const { rows } = await db.query<MarkRow>(
    `SELECT ${MARK_VERSION_COLUMNS}, m.supersedes, m.student_id AS "studentId", u.name, s.roll_number AS "rollNumber"
     FROM attendance_marks m
     JOIN students s ON s.institute_id = m.institute_id AND s.id = m.student_id
     JOIN users u ON u.institute_id = s.institute_id AND u.id = s.id
     JOIN users r ON r.institute_id = m.institute_id AND r.id = m.recorded_by
     WHERE m.institute_id = $1 AND m.lecture_id = $2
     ORDER BY length(s.roll_number), s.roll_number, u.name, m.student_id`,
    [instituteId, lectureId],
  );
  const byStudent = new Map<string, MarkRow[]>();
  for (const row of rows) byStudent.set(row.studentId, [...(byStudent.get(row.studentId) ?? []), row]);
  return [...byStudent.values()].map(chainOf);
}

/** A student's versions follow their chain back from the one no other mark supersedes. */
function chainOf(marks: MarkRow[]): StudentMarkHistory {
  const byId = new Map(marks.map((mark) => [mark.id, mark]));
  const superseded = new Set(marks.map((mark) => mark.supersedes));
  const versions: MarkRow[] = [];
  for (let mark = marks.find((each) => !superseded.has(each.id)); mark; mark = byId.get(mark.supersedes ?? ''))
    versions.push(mark);
  const [current, ...earlier] = versions.map(({ id, status, recordedAt, recordedBy, source, reason }) => ({
    id,
    status,
    recordedAt,
    recordedBy,
    source,
    reason,
  }));
  const { studentId, name, rollNumber } = marks[0]!;
  return { studentId, name, rollNumber, current: current!, earlier };
}
