import { openApiDocument } from '../../openapi/document';

const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (method: string, path: string): any => document.paths?.[path]?.[method as 'get'];

describe('the portal and mail definitions', () => {
  it('documents the attendance once, for the student and for the parent', () => {
    const answer = (path: string) => operationOf('get', path).responses['200'].content['application/json'].schema;
    expect(answer('/student/attendance')).toEqual({ $ref: '#/components/schemas/StudentAttendance' });
    expect(answer('/parent/children/{id}/attendance')).toEqual({ $ref: '#/components/schemas/StudentAttendance' });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'AttendanceCount',
        'SubjectStanding',
        'StudentLecture',
        'PortalSemester',
        'Child',
        'MailPreferences',
      ]),
    );
  });

  it("takes a mail client's one-click unsubscribe: form-encoded, no CSRF header, the token in the query", () => {
    const unsubscribe = operationOf('post', '/mail/unsubscribe');
    expect(unsubscribe.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'query', required: true })]);
    expect(unsubscribe.requestBody.content).toEqual({
      'application/x-www-form-urlencoded': expect.objectContaining({ example: 'List-Unsubscribe=One-Click' }),
    });
    expect(unsubscribe.security).toEqual([]);
    expect(Object.keys(unsubscribe.responses)).toEqual(['200', '400', '404', '413', '429', '503']);
    expect(Object.keys(unsubscribe.responses['429'].headers)).toEqual(['Retry-After']);
  });

  it('sends a browser that opens the link to the shell’s page with a 302', () => {
    const { responses } = operationOf('get', '/mail/unsubscribe');
    expect(Object.keys(responses)).toEqual(['302', '400']);
    expect(Object.keys(responses['302'].headers)).toEqual(['Location']);
  });
});
