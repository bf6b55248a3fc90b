import { gatewayMessages } from '@rollcall/contracts';
import { bodyProblem, describeFailure, exposedMessage, failureTexts, HttpError } from '../src';

const pgError = (code: string, message = 'PostgreSQL refused') => Object.assign(new Error(message), { code });

describe('describeFailure', () => {
  it('answers an HttpError with its own status, messages and headers', () => {
    const error = new HttpError(429, ['Too many sign-in attempts'], { 'Retry-After': '60' });
    expect(describeFailure(error, exposedMessage)).toEqual({
      status: 429,
      errors: ['Too many sign-in attempts'],
      headers: { 'Retry-After': '60' },
      outage: false,
    });
  });

  it.each([
    ['a refused connection', pgError('ECONNREFUSED')],
    ['an administrator shutdown', pgError('57P01')],
    ['a connection exception', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('answers an unreachable database (%s) with 503 as an outage', (_what, error) => {
    expect(describeFailure(error, exposedMessage)).toEqual({
      status: 503,
      errors: [gatewayMessages.serviceUnavailable],
      headers: {},
      outage: true,
    });
  });

  it('answers a query the database refused with 500, not as an outage', () => {
    expect(describeFailure(pgError('23505', 'duplicate key value'), exposedMessage)).toEqual({
      status: 500,
      errors: ['Something went wrong'],
      headers: {},
      outage: false,
    });
  });

  it('answers a body that does not decode as its Content-Encoding says with 400', () => {
    const zlibError = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', errno: -3 });
    expect(describeFailure(zlibError, bodyProblem).errors).toEqual([failureTexts.undecodableBody]);
    expect(describeFailure(zlibError, bodyProblem).status).toBe(400);
  });

  it('answers a body over the limit with 413 and malformed JSON with 400, whichever the client error texts', () => {
    for (const clientErrorText of [exposedMessage, bodyProblem]) {
      const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
      expect(describeFailure(tooLarge, clientErrorText)).toMatchObject({ status: 413, errors: [failureTexts.tooLarge] });
      const malformed = Object.assign(new SyntaxError('Unexpected end'), { status: 400, type: 'entity.parse.failed' });
      expect(describeFailure(malformed, clientErrorText)).toMatchObject({ status: 400, errors: [failureTexts.malformedJson] });
      const notObject = Object.assign(new SyntaxError('invalid JSON, only supports object and array'), { status: 400 });
      expect(describeFailure(notObject, clientErrorText)).toMatchObject({ status: 400, errors: [failureTexts.malformedJson] });
    }
  });

  it('shows a library client error its own message only where it may be shown', () => {
    const unsupported = Object.assign(new Error('unsupported content encoding "zip"'), { status: 415, expose: true });
    const hidden = Object.assign(new Error('request size did not match content length'), { status: 400, expose: false });
    expect(describeFailure(unsupported, exposedMessage)).toMatchObject({
      status: 415,
      errors: ['unsupported content encoding "zip"'],
    });
    expect(describeFailure(hidden, exposedMessage)).toMatchObject({ status: 400, errors: ['Something went wrong'] });
  });

  it('never shows a library client error its own words where the texts are about the body', () => {
    const unsupported = Object.assign(new Error('unsupported content encoding "zip"'), { status: 415, expose: true });
    const aborted = Object.assign(new Error('request aborted'), { status: 400, expose: true, type: 'request.aborted' });
    expect(describeFailure(unsupported, bodyProblem)).toMatchObject({ status: 415, errors: [failureTexts.notJson] });
    expect(describeFailure(aborted, bodyProblem)).toMatchObject({ status: 400, errors: [failureTexts.malformedJson] });
  });

  it('answers anything else with 500 and a text that tells nothing of it', () => {
    expect(describeFailure(new TypeError('cannot read properties of undefined'), exposedMessage)).toMatchObject({
      status: 500,
      errors: ['Something went wrong'],
    });
    expect(describeFailure(undefined, bodyProblem)).toMatchObject({ status: 500, errors: ['Something went wrong'] });
  });
});
