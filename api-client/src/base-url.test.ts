import { publishApiBase } from '@rollcall/federation';
import { apiBase, configureApiBase } from './base-url';

describe('apiBase', () => {
  afterEach(() => configureApiBase(null));
  it('is the local gateway on localhost', () => {
    expect(apiBase({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:4000');
    expect(apiBase({ protocol: 'http:', hostname: '127.0.0.1' })).toBe('http://127.0.0.1:4000');
  });
  it('is the api host of the site elsewhere', () => {
    expect(apiBase({ protocol: 'https:', hostname: 'www.rollcall.app' })).toBe('https://api.rollcall.app');
  });
  it('follows the address the shell published, even when loaded after boot', () => {
    publishApiBase('http://127.0.0.1:6200/');
    expect(apiBase({ protocol: 'https:', hostname: 'rollcall.app' })).toBe('http://127.0.0.1:6200');
    document.head.querySelector('meta[name="rollcall-api-base"]')?.remove();
    expect(apiBase({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:4000');
  });
  it('follows an explicit configuration above all', () => {
    configureApiBase('http://127.0.0.1:5123/');
    expect(apiBase({ protocol: 'https:', hostname: 'rollcall.app' })).toBe('http://127.0.0.1:5123');
  });
});
