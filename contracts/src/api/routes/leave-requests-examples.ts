import { examples as setup } from './academic-setup-examples';
import { examples as people } from './people-examples';

const { student } = people;
const parent = student.guardians[0]!;
const office = { id: 'd3b5f7a9-1c2e-4d4f-8a6b-7c9e0f1a2b3c', name: 'Meera Nair' };

const leave = {
  id: '7a9c1e3b-5d7f-4b2d-8f4a-6c8e0a2c4e6b',
  studentId: student.id,
  kind: 'leave' as const,
  startsOn: '2026-09-24',
  endsOn: '2026-09-25',
  periods: null,
  reason: 'Family wedding in Madurai',
  status: 'pending' as const,
  requestedBy: { id: parent.id, name: parent.name },
  requestedAt: '2026-09-21T14:05:11.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
};

const ofOffice = { studentName: student.name, rollNumber: student.rollNumber, className: setup.class.name };

/** Leave's examples: Ananya's mother asks for two days; the school's football team is on duty for a match. */
export const examples = {
  leaveInput: { kind: leave.kind, startsOn: leave.startsOn, endsOn: leave.endsOn, reason: leave.reason },
  leave,
  officeLeave: { ...leave, ...ofOffice },
  approved: {
    ...leave,
    ...ofOffice,
    status: 'approved' as const,
    decidedBy: office,
    decidedAt: '2026-09-22T04:30:00.000Z',
    decisionNote: 'Approved; please collect the notes from Priya ma’am',
  },
  onDutyInput: { studentIds: [student.id], date: '2026-09-23', periods: [5, 6], reason: 'Inter-school football match' },
  onDuty: {
    ...leave,
    ...ofOffice,
    id: '3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e',
    kind: 'on-duty' as const,
    startsOn: '2026-09-23',
    endsOn: '2026-09-23',
    periods: [5, 6],
    reason: 'Inter-school football match',
    status: 'approved' as const,
    requestedBy: office,
    requestedAt: '2026-09-22T04:31:00.000Z',
    decidedBy: office,
    decidedAt: '2026-09-22T04:31:00.000Z',
    decisionNote: null,
  },
};
