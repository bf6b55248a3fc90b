import { openApiDocument } from '../../openapi/document';

const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (method: string, path: string): any => document.paths?.[path]?.[method as 'get'];

describe('the calendar feed definitions', () => {
  it('documents the feed as a public text/calendar answer, its token in the query, 404 alike for any token', () => {
    const feed = operationOf('get', '/calendar-feed.ics');
    expect(feed.security).toEqual([]);
    expect(feed.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'query', required: true })]);
    expect(Object.keys(feed.responses)).toEqual(['200', '404', '429', '503']);
    expect(feed.responses['200'].content).toEqual({
      'text/calendar': {
        schema: { type: 'string' },
        example: expect.stringMatching(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/),
      },
    });
    expect(Object.keys(feed.responses['429'].headers)).toEqual(['Retry-After']);
  });

  it('reads and replaces each person’s address at the same path, a parent’s per child', () => {
    for (const path of ['/teacher/calendar-feed', '/student/calendar-feed', '/parent/children/{id}/calendar-feed']) {
      const read = operationOf('get', path);
      const renew = operationOf('post', path);
      expect([path, read.responses['200'].content['application/json'].schema]).toEqual([
        path,
        renew.responses['200'].content['application/json'].schema,
      ]);
      expect(renew.requestBody).toBeUndefined();
    }
    expect(Object.keys(operationOf('get', '/parent/children/{id}/calendar-feed').responses)).toContain('404');
  });
});
