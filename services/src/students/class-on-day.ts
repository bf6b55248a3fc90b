/**
 * SQL: the name of the class the student `studentId` (an SQL expression) was in on `day`, else of the last one they
 * were in before it; NULL when they had joined none by then. Membership is half-open, and a transfer opens the new
 * class on the day it closes the old one, so the latest class joined on or before the day is the one they were in.
 */
export const classNameOnDay = (instituteId: string, studentId: string, day: string) =>
  `(SELECT c.name FROM class_members cm JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
    WHERE cm.institute_id = ${instituteId} AND cm.student_id = ${studentId} AND cm.joined_on <= ${day}
    ORDER BY cm.joined_on DESC LIMIT 1)`;
