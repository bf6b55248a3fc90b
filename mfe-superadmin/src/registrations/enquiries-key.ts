/** swr key of the registration requests list (GET /superadmin/enquiries). */
export const ENQUIRIES_KEY = '/superadmin/enquiries';
