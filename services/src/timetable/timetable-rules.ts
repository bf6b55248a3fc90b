import { type TimetableInput, setupMessages, weekdayName } from '@rollcall/contracts';
import { type Outcome, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { findTeachers } from '../users/institute-teachers';

type Timetable = Required<TimetableInput>;
type SlotRefusal = Outcome<never, 'not-found' | 'conflict'>;

interface SubjectRow {
  id: string;
  name: string;
  ofTimetable: boolean;
  teacherIds: string[];
}

/**
 * Why these slots cannot be the timetable, or null when they can: each slot's subject is one of the class's
 * subjects in that semester, its teacher teaches that subject, and no teacher is already booked in another
 * class for the same weekday and period of the semester (nor for two subjects of this one), and no student is
 * enrolled in two subjects that would meet in the same period. The first slot that breaks a rule is named.
 */
export async function refuseSlots(db: Queryable, instituteId: string, timetable: Timetable): Promise<SlotRefusal | null> {
  const { slots } = timetable;
  if (slots.length === 0) return null;
  const subjects = await db.query<SubjectRow>(
    `SELECT s.id, s.name, (s.class_id = $3 AND s.semester_id = $4) AS "ofTimetable",
            coalesce(array_agg(st.teacher_id) FILTER (WHERE st.teacher_id IS NOT NULL), '{}') AS "teacherIds"
     FROM subjects s
     LEFT JOIN subject_teachers st ON st.institute_id = s.institute_id AND st.subject_id = s.id
     WHERE s.institute_id = $1 AND s.id = ANY($2::uuid[])
     GROUP BY s.institute_id, s.id`,
    [instituteId, slots.map((slot) => slot.subjectId), timetable.classId, timetable.semesterId],
  );
  const subjectById = new Map(subjects.rows.map((subject) => [subject.id, subject]));
  const teachers = await findTeachers(
    db,
    instituteId,
    slots.map((slot) => slot.teacherId),
  );
  const teacherName = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));

  for (const slot of slots) {
    const subject = subjectById.get(slot.subjectId);
    if (!subject) return refused('not-found', setupMessages.subjectNotFound);
    if (!subject.ofTimetable) return refused('conflict', setupMessages.subjectNotOfTimetable(subject.name));
    const teacher = teacherName.get(slot.teacherId);
    if (teacher === undefined) return refused('not-found', setupMessages.teacherNotFound);
    if (!subject.teacherIds.includes(slot.teacherId))
      return refused('conflict', setupMessages.teacherDoesNotTeach(teacher, subject.name));
  }
  return (await refuseBookedElsewhere(db, instituteId, timetable)) ?? refuseStudentInTwoSubjects(db, instituteId, timetable);
}

const slotColumns = ({ slots }: Timetable) => [
  slots.map((slot) => slot.subjectId),
  slots.map((slot) => slot.teacherId),
  slots.map((slot) => slot.weekday),
  slots.map((slot) => slot.period),
];

/** The slots of the timetable being saved, and the ones of the semester's other classes, as one table `booked`. */
const BOOKED_IN_SEMESTER = `
  proposed AS (
    SELECT * FROM unnest($4::uuid[], $5::uuid[], $6::smallint[], $7::smallint[]) AS slot(subject_id, teacher_id, weekday, period)
  ),
  booked AS (
    SELECT $2::uuid AS class_id, proposed.* FROM proposed
    UNION ALL
    SELECT ts.class_id, ts.subject_id, ts.teacher_id, ts.weekday, ts.period
    FROM timetable_slots ts
    WHERE ts.institute_id = $1 AND ts.semester_id = $3 AND ts.class_id <> $2
  )`;

/** A teacher booked twice for one weekday and period: in another class, or for two subjects of this one. */
async function refuseBookedElsewhere(db: Queryable, instituteId: string, timetable: Timetable) {
  const { rows } = await db.query<{ teacher: string; className: string; weekday: number; period: number }>(
    `WITH ${BOOKED_IN_SEMESTER}
     SELECT u.name AS teacher, c.name AS "className", b.weekday, b.period
     FROM proposed p
     JOIN booked b ON b.teacher_id = p.teacher_id AND b.weekday = p.weekday AND b.period = p.period
       AND (b.class_id <> $2 OR b.subject_id <> p.subject_id)
     JOIN users u ON u.institute_id = $1 AND u.id = b.teacher_id
     JOIN classes c ON c.institute_id = $1 AND c.id = b.class_id
     ORDER BY b.weekday, b.period, lower(c.name)
     LIMIT 1`,
    [instituteId, timetable.classId, timetable.semesterId, ...slotColumns(timetable)],
  );
  const clash = rows[0];
  return clash
    ? refused(
        'conflict',
        setupMessages.teacherBookedElsewhere(clash.teacher, clash.className, weekdayName(clash.weekday), clash.period),
      )
    : null;
}

interface StudentClash {
  student: string;
  subject: string;
  otherSubject: string;
  weekday: number;
  period: number;
}

/**
 * A student in two lectures at once: two subjects meeting in the same weekday and period of the semester (in this
 * class or another) that one student is enrolled in over days that overlap.
 */
async function refuseStudentInTwoSubjects(db: Queryable, instituteId: string, timetable: Timetable) {
  const { rows } = await db.query<StudentClash>(
    `WITH ${BOOKED_IN_SEMESTER}
     SELECT st.roll_number || ' ' || u.name AS student, sa.name AS subject,
            sb.name || CASE WHEN sb.class_id = $2 THEN '' ELSE ' (' || cb.name || ')' END AS "otherSubject",
            p.weekday, p.period
     FROM proposed p
     JOIN booked b ON b.weekday = p.weekday AND b.period = p.period AND b.subject_id <> p.subject_id
     JOIN enrollments ea ON ea.institute_id = $1 AND ea.subject_id = p.subject_id
     JOIN enrollments eb ON eb.institute_id = $1 AND eb.subject_id = b.subject_id AND eb.student_id = ea.student_id
       AND daterange(ea.enrolled_on, ea.dropped_on, '[)') && daterange(eb.enrolled_on, eb.dropped_on, '[)')
     JOIN students st ON st.institute_id = $1 AND st.id = ea.student_id
     JOIN users u ON u.institute_id = $1 AND u.id = st.id
     JOIN subjects sa ON sa.institute_id = $1 AND sa.id = p.subject_id
     JOIN subjects sb ON sb.institute_id = $1 AND sb.id = b.subject_id AND sb.archived_at IS NULL
     JOIN classes cb ON cb.institute_id = $1 AND cb.id = sb.class_id
     ORDER BY p.weekday, p.period, length(st.roll_number), st.roll_number, lower(sa.name), lower(sb.name)
     LIMIT 1`,
    [instituteId, timetable.classId, timetable.semesterId, ...slotColumns(timetable)],
  );
  const clash = rows[0];
  return clash
    ? refused(
        'conflict',
        setupMessages.studentInTwoSubjects(
          clash.student,
          clash.subject,
          clash.otherSubject,
          weekdayName(clash.weekday),
          clash.period,
        ),
      )
    : null;
}
