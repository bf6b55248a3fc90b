/** Known accounts and settings of the e2e run. */
export const SUPERADMIN = { email: 'root@rollcall.test', password: 'Sup3r!Secret' };
export const GOOGLE_CLIENT = { clientId: 'rollcall-e2e', clientSecret: 'rollcall-e2e-secret' };
