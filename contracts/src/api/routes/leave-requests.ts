import {
  leaveDecisionAnswer,
  leaveDecisionSchema,
  leaveRequestAnswer,
  leaveRequestInputSchema,
  leaveRequestListAnswer,
  OFFICE_LEAVE_LIST_MAX,
  officeLeaveListAnswer,
  officeLeaveQuerySchema,
  onDutyAnswer,
  onDutyInputSchema,
} from '../../leave-requests';
import { leaveRequestEndpoints } from '../endpoints/leave-requests';
import { defineRoutes } from '../route';
import { examples } from './leave-requests-examples';

const { leave, leaveInput, officeLeave, approved, onDuty, onDutyInput } = examples;
const tag = 'Leave and on-duty' as const;

const requestRules =
  'Whole days, or some periods of each day. It may start up to 30 days back (a sick day told afterwards) and run at ' +
  'most 31 days. Approved leave marks nothing: the registers of those lectures start the student Absent, marked ' +
  '“On leave”. Approved on-duty corrects each Absent mark inside it to Present (“On duty: <reason>”), registers taken ' +
  'later included.';

const asks = (who: string) => ({
  summary: `Ask for leave or on-duty for ${who}`,
  description: requestRules,
  tag,
  body: leaveRequestInputSchema,
  bodyExample: leaveInput,
  answers: {
    201: { description: 'Asked; pending', schema: leaveRequestAnswer, example: { success: true, leaveRequest: leave } },
  },
  refusals: { 409: 'No semester holds these days' },
});

const lists = (who: string) => ({
  summary: `The leave requests of ${who}, newest first`,
  tag,
  answers: {
    200: {
      description: 'Newest first, with their decisions',
      schema: leaveRequestListAnswer,
      example: { success: true, leaveRequests: [leave] },
    },
  },
});

const decisionRules =
  'Approving on-duty corrects the Absent marks inside it at once (`corrected` counts them) and every one saved later. ' +
  'The student and their parents are told by mail.';

const decides = {
  summary: 'Approve or reject a pending request',
  description: decisionRules,
  tag,
  body: leaveDecisionSchema,
  bodyExample: { decision: 'approved', note: approved.decisionNote },
  answers: {
    200: {
      description: 'Decided',
      schema: leaveDecisionAnswer,
      example: { success: true, leaveRequest: approved, corrected: 0 },
    },
  },
  refusals: { 409: 'Already decided' },
} as const;

const officeList = {
  description:
    'Each with the student’s name, roll number and class: the class they were in on the first day asked for (else ' +
    `their current or last class), which \`classId\` filters by. At most ${OFFICE_LEAVE_LIST_MAX} requests; narrow by ` +
    'status or class for more.',
  tag,
  query: officeLeaveQuerySchema,
  answers: {
    200: {
      description: 'Pending first (oldest first), then the decided (newest first)',
      schema: officeLeaveListAnswer,
      example: { success: true, timeZone: 'Asia/Kolkata', leaveRequests: [officeLeave, onDuty] },
    },
  },
} as const;

export const leaveRequestRoutes = defineRoutes(leaveRequestEndpoints, {
  requestStudentLeave: { ...asks('myself'), access: 'student' },
  studentLeaveRequests: { ...lists('myself'), access: 'student' },
  requestChildLeave: {
    ...asks('a linked child'),
    access: 'parent',
    refusals: { 404: 'Not my child (or no such student)', 409: 'No semester holds these days' },
  },
  childLeaveRequests: { ...lists('a linked child'), access: 'parent', refusals: { 404: 'Not my child (or no such student)' } },
  officeLeaveRequests: {
    summary: 'Leave and on-duty requests of the institute, with each student’s name and class',
    ...officeList,
    access: 'admin',
    permission: 'manage_people',
  },
  decideLeaveRequest: { ...decides, access: 'admin', permission: 'manage_people' },
  classTeacherLeaveRequests: {
    summary: 'The leave requests of the students of my classes (every class with Manage people)',
    ...officeList,
    description: `Without Manage people, only the students of the classes the teacher is class teacher of. ${officeList.description}`,
    access: 'teacher',
  },
  classTeacherDecideLeaveRequest: {
    ...decides,
    summary: 'Approve or reject a pending request of a student of my class (any student with Manage people)',
    description: `The student’s class is the one they were in on the first day asked for (else their current or last class). ${decisionRules}`,
    access: 'teacher',
    refusals: { ...decides.refusals, 403: 'Not the student’s class teacher, nor holding Manage people' },
  },
  grantOnDuty: {
    summary: 'Grant on-duty to a group of students for a day (a team, an event)',
    description:
      'Recorded as an approved on-duty request of each student, made by the office. Their Absent marks inside it are ' +
      'corrected to Present at once, and in registers taken later.',
    tag,
    access: 'admin',
    permission: 'manage_people',
    body: onDutyInputSchema,
    bodyExample: onDutyInput,
    answers: {
      201: { description: 'Granted', schema: onDutyAnswer, example: { success: true, leaveRequests: [onDuty], corrected: 2 } },
    },
    refusals: { 404: 'A student is not found (also one of another institute)', 409: 'No semester holds this day' },
  },
});
