import type { EndpointName } from '../endpoints';
import type { Route } from '../route';
import { academicSetupRoutes } from './academic-setup';
import { apiTokenRoutes } from './api-tokens';
import { attendanceRoutes } from './attendance';
import { calendarFeedRoutes } from './calendar-feeds';
import { demoInstituteRoutes } from './demo-institutes';
import { eligibilityRoutes } from './eligibility';
import { enrollmentBatchRoutes } from './enrollment-batches';
import { leaveRequestRoutes } from './leave-requests';
import { oneRosterRoutes } from './oneroster';
import { passwordResetRoutes } from './password-resets';
import { peopleRoutes } from './people';
import { platformRoutes } from './platform';
import { portalRoutes } from './portals';
import { reportRoutes } from './reports';
import { roleRoutes } from './roles';
import { schoolCalendarRoutes } from './school-calendar';
import { signInRoutes } from './sign-in';
import { webhookRoutes } from './webhooks';

/** Every call of the API with its definition: the one source of the services' routes, the browser's calls and the document. */
export const routes = {
  ...academicSetupRoutes,
  ...peopleRoutes,
  ...enrollmentBatchRoutes,
  ...passwordResetRoutes,
  ...platformRoutes,
  ...demoInstituteRoutes,
  ...signInRoutes,
  ...portalRoutes,
  ...roleRoutes,
  ...attendanceRoutes,
  ...reportRoutes,
  ...schoolCalendarRoutes,
  ...calendarFeedRoutes,
  ...eligibilityRoutes,
  ...leaveRequestRoutes,
  ...apiTokenRoutes,
  ...webhookRoutes,
  ...oneRosterRoutes,
} satisfies Record<EndpointName, Route>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
