/** The portals' examples: one student, the parent linked to them, one semester; the same in every call. */
const semester = {
  id: '2c7e9b14-6f3a-4d8e-b5c1-9a0f7e3d2b61',
  name: 'Odd semester 2026-27',
  startsOn: '2026-06-15',
  endsOn: '2026-11-28',
};
const earlierSemester = {
  id: '7f4d2a90-1c6b-4e3f-8a5d-6b9c0e1f2a37',
  name: 'Even semester 2025-26',
  startsOn: '2025-12-01',
  endsOn: '2026-04-30',
};
const mathematics = '4e8a1d73-9b2c-4f5e-a6d0-3c7b1e9f8a42';
const sanskrit = '9d3b6f21-5a8e-4c7d-b1f0-2e4a6c8d0b93';
const student = { id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', name: 'Aarav Mehta', rollNumber: '12', className: 'Grade 8 B' };

const studentAttendance = {
  success: true as const,
  student,
  threshold: 75,
  condonationFloor: 65,
  today: '2026-09-14',
  semester,
  semesters: [semester, earlierSemester],
  overall: { present: 41, total: 50, percentage: 82 },
  subjects: [
    {
      subjectId: mathematics,
      name: 'Mathematics',
      code: 'MATH8',
      kind: 'core' as const,
      enrolledOn: '2026-06-15',
      droppedOn: null,
      present: 27,
      total: 30,
      percentage: 90,
      lecturesNeeded: 0,
      lecturesLeft: 44,
      condoned: 0,
      status: 'eligible' as const,
      maxReachable: 95.9,
      canMiss: 15,
    },
    {
      subjectId: sanskrit,
      name: 'Sanskrit',
      code: 'SKT8',
      kind: 'elective' as const,
      enrolledOn: '2026-06-15',
      droppedOn: null,
      present: 14,
      total: 20,
      percentage: 70,
      lecturesNeeded: 4,
      lecturesLeft: 29,
      condoned: 0,
      status: 'condonable' as const,
      maxReachable: 87.8,
      canMiss: 6,
    },
  ],
  lectures: [
    {
      lectureId: '5a0c8e2f-3d7b-4a19-8c6e-1f2b3d4e5a6c',
      heldOn: '2026-09-14',
      period: 2,
      subjectId: mathematics,
      status: 'present' as const,
    },
    {
      lectureId: 'c3e1f5a7-8b9d-4c2e-a0f1-6d7e8f9a0b1c',
      heldOn: '2026-09-14',
      period: 5,
      subjectId: sanskrit,
      status: 'absent' as const,
    },
  ],
  calendar: [{ kind: 'holiday' as const, name: 'Janmashtami', startsOn: '2026-09-04', endsOn: '2026-09-04' }],
};

const preferences = {
  success: true as const,
  preferences: { email: 'aarav.mehta@greenvalley.edu.in', dailySummary: true, lowAttendanceAlerts: true, absenceAlerts: true },
  schedule: { enabled: true, at: '18:30', timeZone: 'Asia/Kolkata', threshold: 75 },
};

export const portalExamples = {
  student,
  studentAttendance,
  children: {
    success: true as const,
    children: [
      { id: student.id, name: student.name, className: student.className },
      { id: 'e6a2c4b8-0d1f-4e3a-9b5c-7d8e9f0a1b2c', name: 'Diya Mehta', className: 'Grade 5 A' },
    ],
  },
  preferences,
  parentPreferences: {
    ...preferences,
    preferences: { email: 'rohan.mehta@gmail.com', dailySummary: true, lowAttendanceAlerts: true, absenceAlerts: true },
  },
  unsubscribed: { success: true as const, unsubscribed: { kind: 'dailySummary' as const, email: 'rohan.mehta@gmail.com' } },
};
