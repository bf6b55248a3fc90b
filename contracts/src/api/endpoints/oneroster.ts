import { endpointsOf } from '../endpoint';

export const oneRosterEndpoints = endpointsOf({
  exportOneRoster: ['get', '/admin/exports/oneroster.zip'],
  importOneRoster: ['post', '/admin/imports/oneroster'],
});
