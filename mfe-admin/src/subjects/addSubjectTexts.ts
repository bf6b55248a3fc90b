/** The words of the Add subject dialog, written once. */
export const addSubjectTexts = {
  title: 'Add subject',
  add: 'Add subject',
  addAnother: 'Add and add another',
  adding: 'Adding...',
  failed: 'Failed to add subject',
  codeHelp: 'A short code, unique in the class and semester (MA101)',
  kindHelp: 'Core subjects enrol the whole class; electives are chosen per student',
  teachers: 'Teachers',
  teachersHelp: 'Optional: who teaches it. You can also choose them later from its row.',
  loadingTeachers: 'Loading teachers...',
  teachersFailed: 'Failed to load teachers',
  noTeachers: 'No teachers yet: add them under Teachers, then choose them from the subject’s row.',
  added: (name: string) => `${name} was added`,
  addedNext: (name: string) => `${name} was added. Add the next one.`,
} as const;
