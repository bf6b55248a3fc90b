import type { CalendarEntryKind } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { entryForClassIn } from '../school-calendar/entry-classes';

/** How many days from the institute's today a feed lists: 8 weeks. */
export const FEED_DAYS = 56;

/** Whose lectures: a teacher's (as they teach them on each day) or a student's (their enrolled subjects'). */
export type FeedPerson = { teacherId: string; studentId: null } | { teacherId: null; studentId: string };

/** One lecture of the feed: held as timetabled, cancelled, or an extra one already taken. */
export interface FeedLecture {
  kind: 'scheduled' | 'cancelled' | 'extra';
  /** The slot of a timetabled lecture (scheduled or cancelled); null for an extra one. */
  slotId: string | null;
  /** The lecture taken outside the timetable; null for a timetabled one. */
  lectureId: string | null;
  heldOn: string;
  period: number;
  /** The instants the lecture starts and ends; null for an extra lecture (it has no slot times). */
  startsAt: Date | null;
  endsAt: Date | null;
  subjectName: string;
  subjectCode: string;
  className: string;
  /** Taken as cover for another teacher. */
  cover: boolean;
}

/** A holiday or exam entry of the calendar for one of the person's classes (or the whole institute). */
export interface FeedDay {
  entryId: string;
  kind: Extract<CalendarEntryKind, 'holiday' | 'exams'>;
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface FeedEvents {
  timeZone: string;
  from: string;
  lectures: FeedLecture[];
  days: FeedDay[];
}

/**
 * Everything a feed lists from the institute's today for FEED_DAYS days, in one read. The timetabled lectures come
 * from scheduled_lectures(), the one reading of the timetable: a teacher's are those they teach on the day (covers
 * included, slots covered by another left out), a student's those of subjects they are enrolled in on the day. A
 * cancelled slot is one of the day's cancel changes: a cancel is only accepted on a day its slot is held, and one on a
 * day that has since become a holiday or exam day of the class is dropped with the day's lectures. Extra lectures are
 * the lectures taken that match no scheduled slot of their subject and period on their day.
 */
export async function feedEvents(db: Queryable, instituteId: string, person: FeedPerson): Promise<FeedEvents> {
  const { rows } = await db.query<{ timeZone: string; from: string; lectures: FeedLecture[] | null; days: FeedDay[] | null }>({
    name: 'calendar-feed-events',
    text: `WITH window_days AS (
       SELECT i.time_zone, (now() AT TIME ZONE i.time_zone)::date AS first, (now() AT TIME ZONE i.time_zone)::date + ${FEED_DAYS - 1} AS last
       FROM institutes i WHERE i.id = $1
     ),
     scheduled AS MATERIALIZED (
       SELECT sl.* FROM window_days w CROSS JOIN LATERAL scheduled_lectures($1, w.first, w.last) sl
     ),
     enrolled AS (
       SELECT e.subject_id, e.enrolled_on, e.dropped_on FROM enrollments e WHERE e.institute_id = $1 AND e.student_id = $3
     ),
     lecture_rows AS (
       SELECT 'scheduled' AS kind, sl.slot_id, NULL::uuid AS lecture_id, sl.held_on, sl.period, sl.starts_at, sl.ends_at,
              sl.subject_id, sl.class_id, sl.cover
       FROM scheduled sl
       WHERE sl.teacher_id = $2
          OR EXISTS (SELECT FROM enrolled e WHERE e.subject_id = sl.subject_id AND e.enrolled_on <= sl.held_on
                     AND (e.dropped_on IS NULL OR e.dropped_on > sl.held_on))
       UNION ALL
       SELECT 'cancelled', ts.id, NULL, ch.held_on, ts.period, ts.starts_at, ts.ends_at, ts.subject_id, ts.class_id, false
       FROM window_days w
       JOIN timetable_changes ch ON ch.institute_id = $1 AND ch.change = 'cancel' AND ch.held_on BETWEEN w.first AND w.last
       JOIN timetable_slots ts ON ts.institute_id = ch.institute_id AND ts.id = ch.slot_id
       WHERE (ts.teacher_id = $2
              OR EXISTS (SELECT FROM enrolled e WHERE e.subject_id = ts.subject_id AND e.enrolled_on <= ch.held_on
                         AND (e.dropped_on IS NULL OR e.dropped_on > ch.held_on)))
         AND NOT EXISTS (SELECT FROM calendar_class_days($1, ch.held_on, ch.held_on) cd
                         WHERE cd.class_id = ts.class_id AND cd.kind <> 'follows')
       UNION ALL
       SELECT 'extra', NULL, l.id, l.held_on, l.period, NULL, NULL, l.subject_id, sub.class_id, false
       FROM window_days w
       JOIN lectures l ON l.institute_id = $1 AND l.held_on BETWEEN w.first AND w.last
       JOIN subjects sub ON sub.institute_id = l.institute_id AND sub.id = l.subject_id
       WHERE (l.taken_by = $2
              OR EXISTS (SELECT FROM enrolled e WHERE e.subject_id = l.subject_id AND e.enrolled_on <= l.held_on
                         AND (e.dropped_on IS NULL OR e.dropped_on > l.held_on)))
         AND NOT EXISTS (SELECT FROM scheduled sl WHERE sl.subject_id = l.subject_id AND sl.period = l.period AND sl.held_on = l.held_on)
     ),
     person_classes AS (
       SELECT DISTINCT ts.class_id FROM window_days w
       JOIN semesters sem ON sem.institute_id = $1 AND sem.starts_on <= w.last AND sem.ends_on >= w.first
       JOIN timetable_slots ts ON ts.institute_id = sem.institute_id AND ts.semester_id = sem.id AND ts.teacher_id = $2
       UNION
       SELECT class_id FROM lecture_rows
       UNION
       SELECT cm.class_id FROM window_days w
       JOIN class_members cm ON cm.institute_id = $1 AND cm.student_id = $3
         AND cm.joined_on <= w.last AND (cm.left_on IS NULL OR cm.left_on > w.first)
     )
     SELECT w.time_zone AS "timeZone", to_char(w.first, 'YYYY-MM-DD') AS "from",
       (SELECT json_agg(json_build_object(
                 'kind', lr.kind, 'slotId', lr.slot_id, 'lectureId', lr.lecture_id,
                 'heldOn', to_char(lr.held_on, 'YYYY-MM-DD'), 'period', lr.period,
                 'startsAt', (lr.held_on + lr.starts_at) AT TIME ZONE w.time_zone,
                 'endsAt', (lr.held_on + lr.ends_at) AT TIME ZONE w.time_zone,
                 'subjectName', sub.name, 'subjectCode', sub.code, 'className', c.name, 'cover', lr.cover)
               ORDER BY lr.held_on, lr.period, sub.code)
        FROM lecture_rows lr
        JOIN subjects sub ON sub.institute_id = $1 AND sub.id = lr.subject_id
        JOIN classes c ON c.institute_id = $1 AND c.id = lr.class_id) AS lectures,
       (SELECT json_agg(json_build_object(
                 'entryId', ce.id, 'kind', ce.kind, 'name', ce.name,
                 'startsOn', to_char(ce.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(ce.ends_on, 'YYYY-MM-DD'))
               ORDER BY ce.starts_on, ce.name)
        FROM calendar_entries ce
        WHERE ce.institute_id = $1 AND ce.kind IN ('holiday', 'exams') AND ce.starts_on <= w.last AND ce.ends_on >= w.first
          AND ${entryForClassIn('ce', 'SELECT pc.class_id FROM person_classes pc')}) AS days
     FROM window_days w`,
    values: [instituteId, person.teacherId, person.studentId],
  });
  const row = rows[0]!;
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    timeZone: row.timeZone,
    from: row.from,
    lectures: (row.lectures ?? []).map((lecture) => ({
      ...lecture,
      startsAt: instant(lecture.startsAt),
      endsAt: instant(lecture.endsAt),
    })),
    days: row.days ?? [],
  };
}
