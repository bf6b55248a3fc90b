import { type Route, signedInAs, signedInGateway } from '@rollcall/api-client/testing';
import { renderRoute } from '@rollcall/ui-kit/testing';
import ParentApp from '../src/ParentApp';
import StudentApp from '../src/StudentApp';

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

/** The gateway of the student area: the session and the institute, plus the page's own routes. */
export function studentGateway(routes: Record<string, Route> = {}) {
  return signedInGateway(signedInStudent, routes);
}

/** The gateway of the parent area: the session and the institute, plus the page's own routes. */
export function parentGateway(routes: Record<string, Route> = {}) {
  return signedInGateway(signedInParent, routes);
}
