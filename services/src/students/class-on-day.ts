/**
 * SQL: the name of the class the student `studentId` (an SQL expression) was in on `day`, else of the last one they
 * were in before it; NULL when they had joined none by then. Membership is half-open, and a transfer opens the new
 * class on the day it closes the old one, so the latest class joined on or before the day is the one they were in.
 */
export const classNameOnDay = (instituteId: string, studentId: string, day: string) =>
  `(SELECT c.name FROM class_members cm JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
    WHERE cm.institute_id = ${instituteId} AND cm.student_id = ${studentId} AND cm.joined_on <= ${day}
    ORDER BY cm.joined_on DESC LIMIT 1)`;

/**
 * SQL: the same rule for every student of the institute at once, as a relation (student_id, class_name) with a row
 * for each student who had joined a class by `day`: for a query over thousands of students, where a lookup per
 * student costs more than reading the institute's memberships once.
 */
export const classNamesOnDay = (instituteId: string, day: string) =>
  `(SELECT DISTINCT ON (cm.student_id) cm.student_id, c.name AS class_name
    FROM class_members cm JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
    WHERE cm.institute_id = ${instituteId} AND cm.joined_on <= ${day}
    ORDER BY cm.student_id, cm.joined_on DESC)`;
