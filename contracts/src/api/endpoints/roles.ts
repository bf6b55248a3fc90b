import { endpointsOf } from '../endpoint';

export const roleEndpoints = endpointsOf({
  listRoles: ['get', '/admin/roles'],
  createRole: ['post', '/admin/roles'],
  updateRole: ['put', '/admin/roles/{id}'],
  deleteRole: ['delete', '/admin/roles/{id}'],
  setUserRoles: ['put', '/admin/users/{id}/roles'],
  listInstituteAdmins: ['get', '/admin/admins'],
  adminMe: ['get', '/admin/me'],
});
