/** Sample leave requests of the leave views' tests, as the office's list answers them (pending first). */
import { fixtureId as id } from '@rollcall/api-client/testing';
import type { OfficeLeaveRequest } from '@rollcall/contracts';

const office = { id: id('b0000002', 1), name: 'Kavya Menon' };
const classTenA = { className: 'Class 10 A' };

const request = (n: number, more: Partial<OfficeLeaveRequest>): OfficeLeaveRequest => ({
  id: id('c3000001', n),
  studentId: id('f0000001', n),
  studentName: 'Asha Verma',
  rollNumber: '10A-10',
  ...classTenA,
  kind: 'leave',
  startsOn: '2026-10-14',
  endsOn: '2026-10-15',
  periods: null,
  reason: 'Family wedding in Madurai',
  status: 'pending',
  requestedBy: { id: id('f0000003', 1), name: 'Lakshmi Verma' },
  requestedAt: '2026-10-12T14:05:11.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  ...more,
});

export const leaveFixtures = {
  /** Asked by her mother for two whole days; pending since 12 Oct 2026, 7:35 pm in Kolkata. */
  ashaLeave: request(1, {}),
  /** On duty for periods 5 and 6 of one day, asked by Ravi himself; pending. */
  raviOnDuty: request(2, {
    studentName: 'Ravi Kumar',
    rollNumber: '10A-2',
    kind: 'on-duty',
    startsOn: '2026-10-13',
    endsOn: '2026-10-13',
    periods: [5, 6],
    reason: 'Inter-school football match',
    requestedBy: { id: id('f0000001', 2), name: 'Ravi Kumar' },
    requestedAt: '2026-10-13T03:30:00.000Z',
  }),
  /** Rejected by the office with a note. */
  zoyaRejected: request(3, {
    studentName: 'Zoya Khan',
    rollNumber: '10A-11',
    startsOn: '2026-10-05',
    endsOn: '2026-10-05',
    reason: 'Cousin’s birthday',
    status: 'rejected',
    requestedBy: { id: id('f0000001', 3), name: 'Zoya Khan' },
    requestedAt: '2026-10-03T09:00:00.000Z',
    decidedBy: office,
    decidedAt: '2026-10-04T05:00:00.000Z',
    decisionNote: 'Exams that week',
  }),
};

/** The request as the server answers once decided (by the office, at 10 am in Kolkata on 13 Oct 2026). */
export const decided = (pending: OfficeLeaveRequest, status: 'approved' | 'rejected', note: string | null = null) => ({
  ...pending,
  status,
  decidedBy: office,
  decidedAt: '2026-10-13T04:30:00.000Z',
  decisionNote: note,
});
