import { examples as setup } from './academic-setup-examples';

/** The school calendar's examples: Grade 8 B's Term 1, with its teacher covered by a colleague. */
export const examples = {
  holiday: {
    id: '9c4e2b71-3a5d-4f8e-b1c6-7d2a0e5f3b94',
    kind: 'holiday' as const,
    name: 'Diwali',
    startsOn: '2026-11-09',
    endsOn: '2026-11-11',
    classIds: [],
    followsWeekday: null,
  },
  followsDay: {
    id: 'b27d1f60-8e4c-4a39-9f5b-1c3e7a2d6f08',
    kind: 'follows' as const,
    name: 'Saturday make-up',
    startsOn: '2026-11-14',
    endsOn: '2026-11-14',
    classIds: [setup.class.id],
    followsWeekday: 1,
  },
  cover: {
    id: 'e81a3c5d-2b7f-4d06-8a9e-4f1c6b3d2e57',
    date: '2026-11-16',
    slotId: setup.slotId,
    change: 'cover' as const,
    teacherId: 'c5f29e03-6d1a-4b8c-9e47-2a8d0f3b6c15',
    reason: 'Priya Sharma on leave',
  },
  coverTeacher: { id: 'c5f29e03-6d1a-4b8c-9e47-2a8d0f3b6c15', name: 'Arjun Mehta', teachesSubject: false },
};
