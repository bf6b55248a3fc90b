import {
  correctionAnswer,
  correctionSchema,
  lectureAnswer,
  lectureDetailAnswer,
  lectureListAnswer,
  lectureListQuerySchema,
  rosterAnswer,
  rosterQuerySchema,
  submitLectureSchema,
  teacherSubjectListAnswer,
  todayAnswer,
} from '../../attendance';
import { attendanceEndpoints } from '../endpoints/attendance';
import { defineRoutes } from '../route';
import { examples } from './attendance-examples';

const ROLE_REFUSED = 'Refused: another role, or a temporary password that must be changed first';
const WRITE_REFUSED = 'a write without the CSRF header, or from an origin that is not the shell’s';
const NOT_YOUR_SUBJECT = 'a subject the teacher does not teach (without Take any attendance)';
const NOT_YOUR_LECTURE = 'a lecture of a subject the teacher does not teach and did not take (without Correct attendance)';
const SAME_MARK = 'a student with no mark in this lecture, or a mark that already has this status';

const history = {
  list: {
    description:
      'Every filter is optional: `subjectId` narrows to one subject, `from` and `to` to a range of days (YYYY-MM-DD, both included).',
    query: lectureListQuerySchema,
    answers: {
      200: {
        description: 'The lectures, newest first, with the counts of their current marks',
        schema: lectureListAnswer,
        example: { success: true as const, lectures: examples.lectures },
      },
    },
  },
  record: {
    summary: "A lecture with each student's current mark and every earlier version",
    answers: {
      200: {
        description: 'The lecture, and each student’s marks by roll number',
        schema: lectureDetailAnswer,
        example: { success: true as const, ...examples.record },
      },
    },
  },
  correction: {
    description:
      'A correction never changes a mark: it records a new one, with its reason, that supersedes the current one; the ' +
      'record keeps every version.',
    body: correctionSchema,
    bodyExample: examples.correctionInput,
  },
};

const { teacherToday, teacherSubjects, roster, takeRegister } = attendanceEndpoints;
const { teacherLectures, teacherLecture, teacherCorrection, adminLectures, adminLecture, adminCorrection } = attendanceEndpoints;

export const attendanceRoutes = defineRoutes(
  {
    teacherToday,
    teacherSubjects,
    roster,
    takeRegister,
    teacherLectures,
    teacherLecture,
    teacherCorrection,
    adminLectures,
    adminLecture,
    adminCorrection,
  },
  {
    teacherToday: {
      summary: "The teacher's lectures today, from the timetable and extra ones, each taken or not",
      description: 'Today is the institute’s, in its time zone; the lectures come in period order.',
      tag: 'Attendance',
      access: 'teacher',
      answers: {
        200: {
          description: 'The institute’s today and the teacher’s lectures in it',
          schema: todayAnswer,
          example: { success: true, ...examples.today },
        },
      },
    },
    teacherSubjects: {
      summary: "The teacher's subjects with their class and semester",
      tag: 'Attendance',
      access: 'teacher',
      answers: {
        200: {
          description: 'The subjects the teacher teaches, current semester first',
          schema: teacherSubjectListAnswer,
          example: { success: true, subjects: examples.subjects },
        },
      },
    },
    roster: {
      summary: 'The students enrolled in a subject on a date, by roll number',
      description:
        'What a register of that day is taken from, with the periods of the subject already taken that day and the ' +
        'periods in which a student of the roster is already in another lecture (the extra-lecture screen offers neither).',
      tag: 'Attendance',
      access: 'teacher',
      query: rosterQuerySchema,
      answers: {
        200: { description: 'The roster of that date', schema: rosterAnswer, example: { success: true, ...examples.roster } },
      },
      refusals: { 403: `${ROLE_REFUSED}; or ${NOT_YOUR_SUBJECT}` },
    },
    takeRegister: {
      summary: 'Take attendance: a whole register in one call (the same id again answers 200 with the same lecture)',
      description:
        'The client makes the lecture’s `id` when the register is opened and sends it with every retry, so a register ' +
        'sent again (by the offline queue, say) is never saved twice: a new register answers 201; the same id for the ' +
        'same subject, day and period answers 200 with the lecture as saved, whatever marks it carries now. The marks ' +
        'must name exactly the roster of that day, each student once, and no student may be in two lectures of one day ' +
        'and period. A teacher takes the registers of the subjects they teach, or any subject’s with Take any attendance.',
      tag: 'Attendance',
      access: 'teacher',
      body: submitLectureSchema,
      bodyExample: examples.register,
      answers: {
        201: { description: 'The register, saved', schema: lectureAnswer, example: { success: true, lecture: examples.taken } },
        200: {
          description: 'A register sent again with the id of one already saved for that slot: the lecture as saved',
          schema: lectureAnswer,
          example: { success: true, lecture: examples.taken },
        },
      },
      refusals: {
        400:
          'Invalid input; or a day in the future or outside the subject’s semester, an archived subject, no students ' +
          'enrolled that day, or marks that do not match the roster of that day (the message names the difference)',
        403: `${ROLE_REFUSED}; or ${WRITE_REFUSED}; or ${NOT_YOUR_SUBJECT}`,
        404: 'No subject of that `subjectId` in the institute',
        409:
          'This subject, day and period has a register under another id, or this id is the register of another slot; or a ' +
          'student of the register is already in another lecture of that day and period, taken or (for an extra lecture) on ' +
          'the timetable (the message names the student and that lecture)',
      },
    },
    teacherLectures: {
      summary: 'My past lectures, newest first, with counts',
      ...history.list,
      description: `${history.list.description} A teacher lists the lectures of their subjects and the ones they took; every lecture with Correct attendance.`,
      tag: 'Attendance',
      access: 'teacher',
      refusals: {
        403: `${ROLE_REFUSED}; or a \`subjectId\` of a subject the teacher does not teach (without Correct attendance)`,
        404: 'No subject of that `subjectId` in the institute',
      },
    },
    teacherLecture: {
      ...history.record,
      description:
        'A teacher opens the lectures of their subjects and the ones they took; every lecture with Correct attendance.',
      tag: 'Attendance',
      access: 'teacher',
      refusals: { 403: `${ROLE_REFUSED}; or ${NOT_YOUR_LECTURE}` },
    },
    teacherCorrection: {
      summary: "Correct a student's mark with a reason (within the correction window, or with Correct attendance)",
      ...history.correction,
      description: `${history.correction.description} A teacher corrects their own lectures until the institute’s correction window closes, but not a mark the office corrected; with Correct attendance, any lecture at any time, recorded as the office.`,
      tag: 'Attendance',
      access: 'teacher',
      answers: {
        201: {
          description: 'The new mark, and the lecture’s counts after it',
          schema: correctionAnswer,
          example: { success: true, ...examples.corrected },
        },
      },
      refusals: {
        400: `Invalid input; or ${SAME_MARK}`,
        403: `${ROLE_REFUSED}; or ${WRITE_REFUSED}; or ${NOT_YOUR_LECTURE}; or a correction window that has closed`,
        409: 'The office corrected this mark, so only the office may change it; or another correction of it was saved at the same moment',
      },
    },
    adminLectures: {
      summary: "The institute's lectures, newest first, with counts",
      ...history.list,
      tag: 'Attendance',
      access: 'admin',
      permission: 'view_reports',
      refusals: { 404: 'No subject of that `subjectId` in the institute' },
    },
    adminLecture: {
      ...history.record,
      tag: 'Attendance',
      access: 'admin',
      permission: 'view_reports',
    },
    adminCorrection: {
      summary: "Correct a student's mark as the office, at any time, with a reason",
      ...history.correction,
      tag: 'Attendance',
      access: 'admin',
      permission: 'correct_attendance',
      answers: {
        201: {
          description: 'The new mark, recorded as the office’s, and the lecture’s counts after it',
          schema: correctionAnswer,
          example: { success: true, ...examples.officeCorrected },
        },
      },
      refusals: {
        400: `Invalid input; or ${SAME_MARK}`,
        409: 'Another correction of this mark was saved at the same moment',
      },
    },
  },
);
