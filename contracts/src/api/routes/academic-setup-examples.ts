/** The academic setup's examples: one entity reads the same in every call. */
const teacherId = '3f1c9a52-7d4e-4b8a-9c1f-2a6b8d0e4f71';

export const examples = {
  instituteId: '8b0e4a3c-5f6d-4e7a-8b9c-0d1e2f3a4b5c',
  teacherId,
  class: {
    id: '5d2a7c41-9e3b-4f6a-8d1c-7b0e2a4f6c93',
    name: 'Grade 8 B',
    classTeacherId: teacherId,
    studentCount: 38,
    archived: false,
  },
};
