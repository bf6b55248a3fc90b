// The role guard imports HttpError by this path.
export { HttpError } from '@rollcall/server-kit';
