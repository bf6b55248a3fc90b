import { z } from 'zod';
import { successAnswerOf } from './errors';
import { instituteSchema } from './institutes';
import { minutesText } from './minutes';

/** Demo institutes a platform may create in an hour: each one writes a semester of marks. */
export const DEMO_INSTITUTES_PER_HOUR = 10;

/** The roles a demo institute prints a sign-in for, in the order it prints them. */
export const demoSignInRoles = ['admin', 'teacher', 'student', 'parent'] as const;

export const demoSignInSchema = z
  .object({
    role: z.enum(demoSignInRoles),
    name: z.string(),
    email: z.string().meta({ format: 'email' }),
    password: z.string().describe('Random, shown only in this answer: nothing stores it in clear.'),
  })
  .meta({ id: 'DemoSignIn', description: 'How to sign in to a demo institute as one of its people.' });
export type DemoSignIn = z.infer<typeof demoSignInSchema>;

/** POST /superadmin/demo-institutes */
export const demoInstituteAnswer = successAnswerOf({
  institute: instituteSchema,
  signIns: z.array(demoSignInSchema).describe('One sign-in per role: admin, teacher, student, parent.'),
});
export type DemoInstituteResponse = z.infer<typeof demoInstituteAnswer>;

/** What the super admin reads about demo institutes, on the Institutes Hub and in refusals. */
export const demoInstituteTexts = {
  panel: 'Demo institute',
  create: 'Create demo institute',
  creating: 'Creating demo institute…',
  explanation:
    'A demo institute has 4 classes, 160 students with their parents, teachers, a timetable and a semester of attendance, for trying RollCall out.',
  created: (name: string) => `${name} is ready. Write these sign-ins down: their passwords are shown only now.`,
  signInsCaption: 'Sign-ins of the demo institute',
  signInFields: { name: 'Name', email: 'Email', password: 'Password' },
  tooMany: (minutes: number) =>
    `At most ${DEMO_INSTITUTES_PER_HOUR} demo institutes can be created in an hour. Please try again in ${minutesText(minutes)}.`,
} as const;
