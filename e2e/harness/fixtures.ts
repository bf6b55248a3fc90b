/** Known accounts and settings of the e2e run. */
export const SUPERADMIN = { email: 'root@rollcall.test', password: 'Sup3r!Secret' };
export const GOOGLE_CLIENT = { clientId: 'rollcall-e2e', clientSecret: 'rollcall-e2e-secret' };
/** What the admin of flow 3 chooses instead of the temporary password. */
export const ADMIN_NEW_PASSWORD = 'Adm1n!Chosen';
