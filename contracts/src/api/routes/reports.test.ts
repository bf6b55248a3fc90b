import { openApiDocument } from '../../openapi/document';

// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const document: any = openApiDocument();

describe('the dashboard and reports definitions', () => {
  it('document a report as JSON, or as a CSV or PDF file named by its Content-Disposition', () => {
    for (const path of ['/admin/reports/attendance', '/teacher/reports/attendance']) {
      const ok = document.paths[path].get.responses['200'];
      expect([path, Object.keys(ok.content)]).toEqual([path, ['application/json', 'text/csv', 'application/pdf']]);
      expect(ok.headers).toHaveProperty('Content-Disposition');
      expect(ok.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/AttendanceReportAnswer' });
      // An admin call may be made with an API token, which is rate-limited (429).
      const limited = path.startsWith('/admin/') ? ['429'] : [];
      expect(Object.keys(document.paths[path].get.responses).sort()).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        ...limited,
        '503',
      ]);
    }
    expect(document.paths['/admin/reports/attendance'].get.description).toContain('A download also needs `export_reports`.');
  });

  it('describe the report’s and the dashboard’s entities once, as components', () => {
    const names = Object.keys(document.components.schemas);
    for (const name of ['AttendanceReportAnswer', 'ReportFilter', 'ReportColumn', 'ReportRow', 'TrendPoint', 'NotTaken'])
      expect(names).toContain(name);
    for (const name of ['ClassSummary', 'SubjectSummary', 'StudentBelow']) expect(names).toContain(name);
    expect(Object.keys(document.paths['/admin/dashboard'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
      '503',
    ]);
  });
});
