import { signedInAs } from '@rollcall/api-client/testing';
import { renderRoute } from '@rollcall/ui-kit/testing';
import AdminApp from '../src/AdminApp';

/** The remote as the shell mounts it (/admin/*). */
export const renderAdmin = (at: string) => renderRoute(at, { '/admin/*': <AdminApp /> });

export { ownInstitute } from '@rollcall/api-client/testing';

export const signedInAdmin = signedInAs('admin', {
  id: '7c1e2d3f-4a5b-4c6d-9e8f-000000000011',
  name: 'Asha Rao',
  email: 'asha@greenfield.edu',
});
