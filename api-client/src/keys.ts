/** The swr cache keys of the gateway's answers. Lists are keyed by their path so the fetcher can use the key directly. */
export const INSTITUTES_KEY = '/superadmin/institute';
export const STATS_KEY = '/superadmin/stats';
export const adminsKey = (instituteId: string) => `/superadmin/admin?instituteId=${encodeURIComponent(instituteId)}`;
export const isAdminsKey = (key: unknown) => typeof key === 'string' && key.startsWith('/superadmin/admin?');
