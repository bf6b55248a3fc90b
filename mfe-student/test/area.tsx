import { ok, type Route, signedInAs, signedInGateway } from '@rollcall/api-client/testing';
import { renderRoute } from '@rollcall/ui-kit/testing';
import ParentApp from '../src/ParentApp';
import StudentApp from '../src/StudentApp';
import { childFixtures } from './fixtures';

/** The remotes as the shell mounts them (/student/*, /parent/*). */
export const renderStudent = (at: string) => renderRoute(at, { '/student/*': <StudentApp /> });
export const renderParent = (at: string) => renderRoute(at, { '/parent/*': <ParentApp /> });

export const signedInStudent = signedInAs('student', {
  id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000031',
  name: 'Aarav Sharma',
  email: 'aarav@greenfield.edu',
});

export const signedInParent = signedInAs('parent', {
  id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000041',
  name: 'Kavita Sharma',
  email: 'kavita.sharma@example.com',
});

const noLeaveRequests = ok({ leaveRequests: [] });

/** The gateway of the student area: the session and the institute, no leave asked for yet, plus the page's own routes. */
export function studentGateway(routes: Record<string, Route> = {}) {
  return signedInGateway(signedInStudent, { 'GET /student/leave-requests': noLeaveRequests, ...routes });
}

/** The gateway of the parent area: the session and the institute, no leave asked for yet, plus the page's own routes. */
export function parentGateway(routes: Record<string, Route> = {}) {
  const leave = Object.values(childFixtures).map((child) => [`GET /parent/children/${child.id}/leave-requests`, noLeaveRequests]);
  return signedInGateway(signedInParent, { ...Object.fromEntries(leave), ...routes });
}
