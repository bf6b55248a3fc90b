import { type Route, signedInAs, signedInGateway } from '@rollcall/api-client/testing';
import type { Language } from '@rollcall/contracts';
import { renderRoute } from '@rollcall/ui-kit/testing';
import TeacherApp from '../src/TeacherApp';

/** The remote as the shell mounts it (/teacher/*). */
export const renderTeacher = (at: string) => renderRoute(at, { '/teacher/*': <TeacherApp /> });

export const signedInTeacher = signedInAs('teacher', {
  id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000021',
  name: 'Meera Iyer',
  email: 'meera@greenfield.edu',
});

/** The gateway of a teacher-area page: the session and the institute, plus the page's own routes. */
export function teacherGateway(routes: Record<string, Route> = {}) {
  return signedInGateway(signedInTeacher, routes);
}

/** The gateway of a teacher whose language is `language`: the area shows it (and keeps it) once signed in. */
export function teacherGatewayIn(language: Language, routes: Record<string, Route> = {}) {
  const session = { ...signedInTeacher, user: { ...signedInTeacher.user, language } };
  return signedInGateway(signedInTeacher, { 'GET /auth/verify-user': { body: session }, ...routes });
}
