import { openApiDocument } from '../../openapi/document';
import type { Route } from '../route';
import { attendanceRoutes } from './attendance';

const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (route: Route): any => document.paths?.[route.path]?.[route.method];

describe('the attendance definitions', () => {
  it('documents a register sent again (a known id) as 200, beside 201 for a new one', () => {
    const responses = operationOf(attendanceRoutes.takeRegister).responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201', '404', '409']));
    expect(responses['200'].content['application/json'].schema).toEqual(responses['201'].content['application/json'].schema);
  });

  it('names the entities once, as components the answers refer to', () => {
    const named = ['LectureCounts', 'TodayLecture', 'TeacherSubject', 'RosterStudent', 'LectureSummary', 'LectureRecord'];
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([...named, 'MarkVersion', 'StudentMarkHistory']),
    );
    const record = operationOf(attendanceRoutes.adminLecture).responses['200'].content['application/json'].schema;
    expect(record.properties.lecture).toEqual({ $ref: '#/components/schemas/LectureRecord' });
  });

  it('lists the refusals each call really answers', () => {
    const statuses = (route: Route) => Object.keys(operationOf(route).responses);
    expect(statuses(attendanceRoutes.teacherToday)).toEqual(['200', '401', '403', '503']);
    expect(statuses(attendanceRoutes.adminLectures)).toEqual(['200', '400', '401', '403', '404', '429', '503']);
    expect(statuses(attendanceRoutes.teacherCorrection)).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '503']);
  });
});
