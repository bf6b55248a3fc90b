import { studentImportColumns, teacherImportColumns } from '../../people';
import { openApiDocument } from '../../openapi/document';
import type { Route } from '../route';
import { peopleRoutes } from './people';

const all = Object.entries(peopleRoutes) as [string, Route][];
const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (route: Route): any => document.paths?.[route.path]?.[route.method];

describe('the people calls', () => {
  it('are all for an admin who manages people', () => {
    expect(all.filter(([, route]) => route.access !== 'admin' || route.permission !== 'manage_people')).toEqual([]);
  });

  it('take each CSV import as a file whose first line names its columns, answering 200 with the preview or 201', () => {
    for (const [route, columns] of [
      [peopleRoutes.importStudents, studentImportColumns],
      [peopleRoutes.importTeachers, teacherImportColumns],
    ] as const) {
      expect(route.otherBody.example.split('\n')[0]).toBe(columns.join(','));
      const operation = operationOf(route);
      expect(Object.keys(operation.requestBody.content)).toEqual(['text/csv']);
      expect(operation.responses).toMatchObject({
        200: { content: { 'application/json': expect.anything() } },
        201: { content: { 'application/json': expect.anything() } },
        413: { description: 'The file is over 5 MB' },
      });
    }
  });

  it('document the refusals a body id or a clash brings', () => {
    const statuses = (route: Route) => Object.keys(operationOf(route).responses);
    expect(statuses(peopleRoutes.createStudent)).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses(peopleRoutes.transferStudent)).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses(peopleRoutes.enrol)).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses(peopleRoutes.dropEnrolment)).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses(peopleRoutes.listEnrolments)).toContain('404');
    expect(statuses(peopleRoutes.removeTeacher)).toContain('409');
    expect(statuses(peopleRoutes.listTeachers)).toEqual(['200', '401', '403', '429', '503']);
  });

  it('hold each entity once, as a component the answers refer to', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Teacher', 'Student', 'Guardian', 'Enrollment', 'ImportPreviewRow']),
    );
    const list = operationOf(peopleRoutes.listStudents).responses['200'].content['application/json'].schema;
    expect(list.properties.students.items).toEqual({ $ref: '#/components/schemas/Student' });
  });
});
