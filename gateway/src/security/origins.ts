/** The browser origins allowed to call the gateway with credentials: the shell and its remotes. */
export function originAllowlist(origins: string[]): (origin: string | undefined) => boolean {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  return (origin) => typeof origin === 'string' && allowed.has(origin);
}
