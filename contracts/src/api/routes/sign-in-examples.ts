/** The sign-in calls' examples: one teacher of one institute, signed in. */
const user = {
  id: '6a1f3c8e-2b4d-4e5f-9a7b-3c2d1e0f4a5b',
  name: 'Priya Sharma',
  email: 'priya.sharma@greenvalley.edu.in',
  instituteId: '8b0e4a3c-5f6d-4e7a-8b9c-0d1e2f3a4b5c',
  mustChangePassword: false,
  language: 'en' as const,
};

export const signInExamples = {
  user,
  session: { success: true as const, role: 'teacher' as const, user },
  login: { role: 'teacher', email: 'priya.sharma@greenvalley.edu.in', password: 'Chalk&Board2026' },
  forgotPassword: { role: 'teacher', email: 'priya.sharma@greenvalley.edu.in' },
  resetPassword: { token: 'kq3V1bX0h7yQ2wZ8cN5mA4rT6uJ9eL1dF3gH5iK7oP0', password: 'Chalk&Board2026' },
  preferences: { language: 'hi' as const },
  changePassword: { currentPassword: 'Temp#4821xQ', newPassword: 'Chalk&Board2026' },
};
