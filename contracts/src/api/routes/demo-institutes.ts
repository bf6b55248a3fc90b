import { DEMO_INSTITUTES_PER_HOUR, demoInstituteAnswer } from '../../demo-institutes';
import { demoInstituteEndpoints } from '../endpoints/demo-institutes';
import { defineRoutes } from '../route';
import { examples } from './demo-institutes-examples';

export const demoInstituteRoutes = defineRoutes(demoInstituteEndpoints, {
  createDemoInstitute: {
    summary: 'Create a demo institute with a semester of attendance',
    description:
      'A new institute each time, with a name and addresses of its own: 4 classes of 40 students (Indian names in ' +
      'Latin, Devanagari and Tamil script) with their parents, teachers, subjects with one elective pair, a weekly ' +
      'timetable, a semester that began about ten weeks ago with every register taken up to yesterday (attendance ' +
      'from 60 % to 98 %, a few corrections, leave, on-duty and a condonation), and holidays and an exam day in its ' +
      'calendar. Its people have addresses at example.com and receive no mail. The answer holds one sign-in per role ' +
      'with a random password, shown only here.',
    tag: 'Institutes',
    access: 'superadmin',
    answers: {
      201: {
        description: 'The demo institute, created, and its sign-ins',
        schema: demoInstituteAnswer,
        example: examples.created,
      },
    },
    refusals: {
      429: `Already ${DEMO_INSTITUTES_PER_HOUR} demo institutes in the last hour: \`Retry-After\` says when to try again`,
    },
  },
});
