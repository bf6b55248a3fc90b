import type { OneRosterImportResponse, OneRosterPreview } from '../../oneroster';

const usersCounts = { file: 'users.csv', created: 2, updated: 1, unchanged: 40, refused: 0 };

export const examples = {
  preview: {
    success: true,
    files: [usersCounts, { file: 'enrollments.csv', created: 3, updated: 0, unchanged: 120, refused: 1 }],
    lines: [
      {
        file: 'users.csv',
        line: 4,
        sourcedId: '5b0c7f4e-2a1d-4c8e-9f3b-6d2e1a7c9b40',
        action: 'create',
        what: 'Student Ananya Iyer (8B-14)',
      },
      {
        file: 'users.csv',
        line: 9,
        sourcedId: 'c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
        action: 'update',
        what: 'Teacher Rahul Menon',
      },
      {
        file: 'enrollments.csv',
        line: 31,
        sourcedId: 'e-31',
        action: 'refuse',
        what: 'Enrolment of Kavya Nair in MATH8',
        message: 'Its classSourcedId names no class of classes.csv',
      },
    ],
    errors: ['enrollments.csv line 31: Its classSourcedId names no class of classes.csv'],
  } satisfies OneRosterPreview,
  imported: {
    success: true,
    files: [{ ...usersCounts, unchanged: 40 }],
    created: 2,
    updated: 1,
  } satisfies OneRosterImportResponse,
};
