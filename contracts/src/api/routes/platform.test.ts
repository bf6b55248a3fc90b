import { openApiDocument } from '../../openapi/document';

const document = openApiDocument();
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const operationOf = (method: string, path: string): any => document.paths?.[path]?.[method as 'get'];
// biome-ignore lint/suspicious/noExplicitAny: the test walks the document as plain JSON
const schemas = document.components?.schemas as Record<string, any>;

describe('the platform’s route definitions', () => {
  it('name the institute, the admin, the enquiry and the counts once, as components', () => {
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Institute', 'Admin', 'RegistrationEnquiry', 'PlatformStats']));
    expect(schemas.Institute.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(schemas.Admin.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(schemas.RegistrationEnquiry.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(schemas.Institute.properties.id).toMatchObject({ type: 'string', format: 'uuid' });
    const listed = operationOf('get', '/superadmin/institute').responses['200'].content['application/json'].schema;
    expect(listed.properties.instituteData.items).toEqual({ $ref: '#/components/schemas/Institute' });
  });

  it('ask for the institute of a new admin as a UUID', () => {
    const body = operationOf('post', '/superadmin/admin').requestBody.content['application/json'].schema;
    expect(body.properties.instituteId).toMatchObject({ type: 'string', format: 'uuid' });
  });

  it('document the statuses each call answers besides its shape’s own', () => {
    const statuses = (method: string, path: string) => Object.keys(operationOf(method, path).responses);
    expect(statuses('post', '/superadmin/institute')).toContain('409');
    expect(statuses('patch', '/superadmin/institute')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('post', '/superadmin/admin')).toEqual(expect.arrayContaining(['201', '404', '409']));
    expect(statuses('get', '/superadmin/admin')).toContain('404');
    expect(statuses('delete', '/superadmin/admin')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('post', '/superadmin/admin/resend-credentials')).toContain('404');
    for (const role of ['admin', 'teacher', 'student', 'parent']) expect(statuses('get', `/${role}/institute`)).toContain('404');
  });

  it('document the enquiry form’s rate limit with Retry-After, and the document’s revalidation with ETag', () => {
    const enquiry = operationOf('post', '/enquiries');
    expect(enquiry.security).toEqual([]);
    expect(enquiry.responses['429'].headers).toHaveProperty('Retry-After');
    const own = operationOf('get', '/openapi.json');
    expect(own.responses['200'].headers).toEqual(
      expect.objectContaining({ ETag: expect.anything(), 'Cache-Control': expect.anything() }),
    );
    expect(own.responses['304']).toMatchObject({ headers: { ETag: expect.anything() } });
    expect(own.responses['304']).not.toHaveProperty('content');
    expect(own.responses['200'].content['application/json'].schema).toMatchObject({
      $ref: '#/components/schemas/OpenApiDocument',
    });
    expect(schemas.OpenApiDocument).toMatchObject({ type: 'object', required: ['openapi', 'info', 'paths'] });
  });
});
