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
 * class for the same weekday and period of the semester. The first slot that breaks a rule is named.
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
  return refuseBookedElsewhere(db, instituteId, timetable);
}

async function refuseBookedElsewhere(db: Queryable, instituteId: string, { classId, semesterId, slots }: Timetable) {
  const { rows } = await db.query<{ teacher: string; className: string; weekday: number; period: number }>(
    `SELECT u.name AS teacher, c.name AS "className", ts.weekday, ts.period
     FROM unnest($4::uuid[], $5::smallint[], $6::smallint[]) AS slot(teacher_id, weekday, period)
     JOIN timetable_slots ts ON ts.institute_id = $1 AND ts.semester_id = $3 AND ts.class_id <> $2
       AND ts.teacher_id = slot.teacher_id AND ts.weekday = slot.weekday AND ts.period = slot.period
     JOIN users u ON u.institute_id = ts.institute_id AND u.id = ts.teacher_id
     JOIN classes c ON c.institute_id = ts.institute_id AND c.id = ts.class_id
     ORDER BY ts.weekday, ts.period, lower(c.name)
     LIMIT 1`,
    [
      instituteId,
      classId,
      semesterId,
      slots.map((slot) => slot.teacherId),
      slots.map((slot) => slot.weekday),
      slots.map((slot) => slot.period),
    ],
  );
  const clash = rows[0];
  return clash
    ? refused(
        'conflict',
        setupMessages.teacherBookedElsewhere(clash.teacher, clash.className, weekdayName(clash.weekday), clash.period),
      )
    : null;
}
