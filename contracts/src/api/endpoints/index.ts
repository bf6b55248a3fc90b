import { academicSetupEndpoints } from './academic-setup';
import { apiTokenEndpoints } from './api-tokens';
import { attendanceEndpoints } from './attendance';
import { calendarFeedEndpoints } from './calendar-feeds';
import { demoInstituteEndpoints } from './demo-institutes';
import { eligibilityEndpoints } from './eligibility';
import { enrollmentBatchEndpoints } from './enrollment-batches';
import { leaveRequestEndpoints } from './leave-requests';
import { oneRosterEndpoints } from './oneroster';
import { peopleEndpoints } from './people';
import { passwordResetEndpoints } from './password-resets';
import { platformEndpoints } from './platform';
import { portalEndpoints } from './portals';
import { reportEndpoints } from './reports';
import { roleEndpoints } from './roles';
import { schoolCalendarEndpoints } from './school-calendar';
import { signInEndpoints } from './sign-in';
import { webhookEndpoints } from './webhooks';

/** Every call of the API by name: where it goes, without its schemas. */
export const endpoints = {
  ...signInEndpoints,
  ...platformEndpoints,
  ...demoInstituteEndpoints,
  ...academicSetupEndpoints,
  ...peopleEndpoints,
  ...enrollmentBatchEndpoints,
  ...passwordResetEndpoints,
  ...roleEndpoints,
  ...attendanceEndpoints,
  ...reportEndpoints,
  ...portalEndpoints,
  ...schoolCalendarEndpoints,
  ...calendarFeedEndpoints,
  ...eligibilityEndpoints,
  ...leaveRequestEndpoints,
  ...apiTokenEndpoints,
  ...webhookEndpoints,
  ...oneRosterEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
