import { Agent } from 'undici';

/** One keep-alive connection pool to services, shared by the internal calls and the proxy. */
export function servicesAgent(): Agent {
  return new Agent({ connections: 64, keepAliveTimeout: 10_000, connectTimeout: 5_000 });
}
