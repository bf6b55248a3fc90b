import {
  academicYearAnswer,
  academicYearFieldsSchema,
  academicYearListAnswer,
  classAnswer,
  classFieldsSchema,
  classListAnswer,
  createSemesterSchema,
  createSubjectSchema,
  removedOrArchivedAnswer,
  semesterAnswer,
  semesterFieldsSchema,
  subjectAnswer,
  subjectFieldsSchema,
  subjectListAnswer,
  subjectListQuerySchema,
  subjectTeachersSchema,
  timetableAnswer,
  timetableQuerySchema,
  timetableSchema,
} from '../../academic-setup';
import { successAnswer } from '../../errors';
import { periodTimesAnswer, periodTimesSchema } from '../../period-times';
import { subjectImportTable } from '../../import-columns';
import { subjectImportPreviewAnswer, subjectImportQuerySchema } from '../../subject-import';
import { settingsAnswer, updateSettingsSchema } from '../../institute-settings';
import { academicSetupEndpoints } from '../endpoints/academic-setup';
import { defineRoutes } from '../route';
import { examples } from './academic-setup-examples';
import { importAnswers, importDescription, importRefusals } from './people';

const { academicYear, semester, subject, slot, periodTimes } = examples;
const timetable = {
  success: true as const,
  classId: examples.class.id,
  semesterId: semester.id,
  slots: [{ id: examples.slotId, ...slot, subjectName: subject.name, teacherName: subject.teachers[0]!.name }],
};
/** Any admin reads the setup; changing it needs `manage_setup`. */
const readsSetup = { tag: 'Academic setup', access: 'admin' } as const;
const changesSetup = { ...readsSetup, permission: 'manage_setup' } as const;
const instituteGone = 'The institute is gone (removed while the session lasted)';

export const academicSetupRoutes = defineRoutes(academicSetupEndpoints, {
  createAcademicYear: {
    summary: 'Add an academic year',
    description: 'A year runs for less than two years, its end on or after its start.',
    ...changesSetup,
    body: academicYearFieldsSchema,
    bodyExample: { name: academicYear.name, startsOn: academicYear.startsOn, endsOn: academicYear.endsOn },
    answers: {
      201: { description: 'The year, added', schema: academicYearAnswer, example: { success: true, academicYear } },
    },
    refusals: { 409: 'An academic year of that name exists' },
  },
  listAcademicYears: {
    summary: 'Academic years, newest first, each with its semesters',
    ...readsSetup,
    answers: {
      200: {
        description: 'The years, newest first, each with its semesters in date order',
        schema: academicYearListAnswer,
        example: { success: true, academicYears: [{ ...academicYear, semesters: examples.semesters }] },
      },
    },
  },
  updateAcademicYear: {
    summary: 'Rename an academic year or change its dates',
    description: 'The new dates must still hold every semester of the year.',
    ...changesSetup,
    body: academicYearFieldsSchema,
    bodyExample: { name: academicYear.name, startsOn: academicYear.startsOn, endsOn: '2027-04-15' },
    answers: {
      200: {
        description: 'The year, changed',
        schema: academicYearAnswer,
        example: { success: true, academicYear: { ...academicYear, endsOn: '2027-04-15' } },
      },
    },
    refusals: { 409: 'Another academic year has that name, or a semester of the year would fall outside the new dates' },
  },
  removeAcademicYear: {
    summary: 'Remove an academic year with its semesters, their subjects and timetables',
    ...changesSetup,
    answers: { 200: { description: 'The year, removed', schema: successAnswer, example: { success: true } } },
    refusals: { 409: 'A lecture was held in the year: its attendance keeps it' },
  },
  createSemester: {
    summary: 'Add a semester to an academic year',
    description: 'A semester falls within its year, and no two semesters of the institute share a day.',
    ...changesSetup,
    body: createSemesterSchema,
    bodyExample: { academicYearId: academicYear.id, name: semester.name, startsOn: semester.startsOn, endsOn: semester.endsOn },
    answers: { 201: { description: 'The semester, added', schema: semesterAnswer, example: { success: true, semester } } },
    refusals: {
      404: 'The academic year is not one of the institute’s',
      409: 'A semester of that name exists in the year, or the dates fall outside the year or overlap another semester',
    },
  },
  updateSemester: {
    summary: 'Rename a semester or change its dates',
    description: 'A semester stays within its year, and no two semesters of the institute share a day.',
    ...changesSetup,
    body: semesterFieldsSchema,
    bodyExample: { name: semester.name, startsOn: semester.startsOn, endsOn: '2026-09-25' },
    answers: {
      200: {
        description: 'The semester, changed',
        schema: semesterAnswer,
        example: { success: true, semester: { ...semester, endsOn: '2026-09-25' } },
      },
    },
    refusals: {
      409: 'Another semester of the year has that name, or the dates fall outside the year or overlap another semester',
    },
  },
  removeSemester: {
    summary: 'Remove a semester with its subjects and timetables',
    ...changesSetup,
    answers: { 200: { description: 'The semester, removed', schema: successAnswer, example: { success: true } } },
    refusals: { 409: 'A lecture was held in the semester: its attendance keeps it' },
  },
  createClass: {
    summary: 'Add a class (a section), with an optional class teacher',
    ...changesSetup,
    body: classFieldsSchema,
    bodyExample: { name: 'Grade 8 B', classTeacherId: examples.teacherId },
    answers: {
      201: { description: 'The class, added', schema: classAnswer, example: { success: true, class: examples.class } },
    },
    refusals: {
      404: 'The class teacher is not a teacher of the institute',
      409: 'A class of that name exists',
    },
  },
  listClasses: {
    summary: 'Every class, by name, with its students today',
    ...readsSetup,
    answers: {
      200: { description: 'The classes', schema: classListAnswer, example: { success: true, classes: [examples.class] } },
    },
  },
  updateClass: {
    summary: 'Rename a class or change its class teacher',
    ...changesSetup,
    body: classFieldsSchema,
    bodyExample: { name: 'Grade 8 B', classTeacherId: null },
    answers: {
      200: { description: 'The class, changed', schema: classAnswer, example: { success: true, class: examples.class } },
    },
    refusals: {
      404: 'No such class, or a class teacher who is not a teacher of the institute',
      409: 'Another class has that name',
    },
  },
  removeClass: {
    summary: 'Remove a class; one with attendance is archived instead, and stays in reports',
    ...changesSetup,
    answers: {
      200: {
        description: '`archived` says whether it was archived (it had attendance) or removed',
        schema: removedOrArchivedAnswer,
        example: { success: true, archived: false },
      },
    },
  },
  createSubject: {
    summary: 'Add a subject to a class for a semester',
    description:
      'A core subject enrols every student of the class at once; an elective’s students are enrolled one by one. ' +
      'The class, semester and kind stay as created. `teacherIds`, when given, are its teachers from the start, in the ' +
      'same transaction: an id that is not a teacher of the institute adds nothing.',
    ...changesSetup,
    body: createSubjectSchema,
    bodyExample: { classId: examples.class.id, semesterId: semester.id, name: subject.name, code: subject.code, kind: 'core' },
    answers: {
      201: {
        description: 'The subject, added, with the teachers given (none when `teacherIds` is left out)',
        schema: subjectAnswer,
        example: { success: true, subject: { ...subject, teachers: [] } },
      },
    },
    refusals: {
      404: 'The class or the semester is not one of the institute’s, or an id of `teacherIds` is not a teacher of it',
      409: 'A subject with that code exists in the class and semester',
    },
  },
  listSubjects: {
    summary: 'Subjects, optionally of one class or one semester',
    description: 'By class, then semester in date order, then subject name.',
    ...readsSetup,
    query: subjectListQuerySchema,
    answers: {
      200: { description: 'The subjects', schema: subjectListAnswer, example: { success: true, subjects: [subject] } },
    },
  },
  updateSubject: {
    summary: 'Rename a subject or change its code',
    ...changesSetup,
    body: subjectFieldsSchema,
    bodyExample: { name: 'Mathematics (Advanced)', code: subject.code },
    answers: {
      200: {
        description: 'The subject, changed',
        schema: subjectAnswer,
        example: { success: true, subject: { ...subject, name: 'Mathematics (Advanced)' } },
      },
    },
    refusals: { 409: 'Another subject of the class and semester has that code' },
  },
  removeSubject: {
    summary: 'Remove a subject; one with attendance is archived instead, and stays in reports',
    ...changesSetup,
    answers: {
      200: {
        description: '`archived` says whether it was archived (it had attendance) or removed',
        schema: removedOrArchivedAnswer,
        example: { success: true, archived: true },
      },
    },
  },
  setSubjectTeachers: {
    summary: 'Replace a subject’s teachers',
    description: 'The ids given become the whole set of its teachers. A teacher still on the subject’s timetable stays.',
    ...changesSetup,
    body: subjectTeachersSchema,
    bodyExample: { teacherIds: [examples.teacherId] },
    answers: {
      200: { description: 'The subject with its teachers', schema: subjectAnswer, example: { success: true, subject } },
    },
    refusals: {
      404: 'No such subject, or an id that is not a teacher of the institute',
      409: 'A teacher being removed still has timetable slots for the subject',
    },
  },
  importSubjects: {
    ...changesSetup,
    summary: 'Add subjects, with their teachers, from a CSV file (`?preview=true` checks it and saves nothing)',
    description:
      `${importDescription('', subjectImportTable)} Each line adds a subject to the class it names (its name matched ` +
      'whatever its case and spacing) in the current semester, or the one `?semesterId=` names, as adding one subject ' +
      'does: `kind` is Core or Elective ("optional" reads as Elective; empty, Core), a core subject enrols the class. ' +
      '`teachers` names its teachers, each by email or by a name only one teacher of the institute has, several split ' +
      'by ";" or ","; an unknown teacher, a code the class has in the semester already, or a code two lines give one ' +
      'class is named on its line.',
    query: subjectImportQuerySchema,
    otherBody: {
      mediaType: 'text/csv',
      description: `The CSV file: ${subjectImportTable.map((c) => c.name).join(',')}`,
      example: examples.subjectCsv,
    },
    answers: importAnswers(
      subjectImportPreviewAnswer,
      {
        success: true,
        semester: { id: semester.id, name: semester.name, startsOn: semester.startsOn, endsOn: semester.endsOn },
        rows: examples.subjectPreviewRows,
        errors: [],
      },
      2,
    ),
    refusals: {
      ...importRefusals,
      404: 'The semester named is not found',
      409: 'The institute has no semester yet',
    },
  },
  saveTimetable: {
    summary: 'Replace the weekly timetable of a class in a semester',
    description:
      'Each slot’s subject is one of the class’s subjects in the semester and its teacher teaches it; no teacher is ' +
      'booked twice for the same weekday and period of the semester. A period may hold several subjects (electives taught ' +
      'in parallel) when no student is enrolled in two subjects that meet then, across every class of the semester. ' +
      'Slots that stay (same subject, weekday and period) keep their ids, and so their changes of a day. The first slot ' +
      'that breaks a rule is named.',
    ...changesSetup,
    body: timetableSchema,
    bodyExample: { classId: examples.class.id, semesterId: semester.id, slots: [slot] },
    answers: { 200: { description: 'The timetable, saved', schema: timetableAnswer, example: timetable } },
    refusals: {
      404: 'The class, the semester, a subject or a teacher is not one of the institute’s',
      409:
        'A subject is not of this class and semester, a teacher does not teach the subject, or is booked elsewhere then; or ' +
        'a student is enrolled in two subjects that would meet in the same period (the message names them)',
    },
  },
  getTimetable: {
    summary: 'The weekly timetable of a class in a semester',
    description: 'The slots by weekday, then period.',
    ...readsSetup,
    query: timetableQuerySchema,
    answers: { 200: { description: 'The timetable', schema: timetableAnswer, example: timetable } },
    refusals: { 404: 'The class or the semester is not one of the institute’s' },
  },
  getPeriodTimes: {
    summary: 'When each period of the school day starts and ends',
    description: 'The periods in order; none until an admin saves them. A new timetable slot takes its period’s times.',
    ...readsSetup,
    answers: {
      200: { description: 'The period times', schema: periodTimesAnswer, example: { success: true, periods: periodTimes } },
    },
  },
  savePeriodTimes: {
    summary: 'Replace the period times of the institute',
    description:
      'The list given becomes the whole list. Each period ends after it starts and, in period order, starts at or after ' +
      'the previous one ends. Slots already in a timetable keep their own times.',
    ...changesSetup,
    body: periodTimesSchema,
    bodyExample: { periods: periodTimes },
    answers: {
      200: {
        description: 'The period times, saved',
        schema: periodTimesAnswer,
        example: { success: true, periods: periodTimes },
      },
    },
    refusals: { 400: 'Invalid input: a bad time, an end before its start, a period twice, or two periods that overlap' },
  },
  getSettings: {
    summary: 'The institute’s settings',
    ...readsSetup,
    answers: {
      200: { description: 'The settings', schema: settingsAnswer, example: { success: true, settings: examples.settings } },
    },
    refusals: { 404: instituteGone },
  },
  updateSettings: {
    summary: 'Change some of the settings',
    description:
      'Only the settings given change; at least one is given. The threshold and the condonation floor are kept to one ' +
      'decimal, and the floor stays at or below the threshold. A new summary time, or summaries turned back on, makes ' +
      'the day’s summaries due again at that time (no one gets a second).',
    ...changesSetup,
    body: updateSettingsSchema,
    bodyExample: { attendanceThreshold: 80, dailySummaryAt: '19:00' },
    answers: {
      200: {
        description: 'Every setting, as now saved',
        schema: settingsAnswer,
        example: { success: true, settings: { ...examples.settings, attendanceThreshold: 80, dailySummaryAt: '19:00' } },
      },
    },
    refusals: {
      400: 'Invalid input (the messages say what to fix), or a condonation floor that would be above the threshold',
      404: instituteGone,
    },
  },
});
