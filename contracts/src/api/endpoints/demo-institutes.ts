import { endpointsOf } from '../endpoint';

/** The super admin's demo institutes: a realistic school to try RollCall out on. */
export const demoInstituteEndpoints = endpointsOf({
  createDemoInstitute: ['post', '/superadmin/demo-institutes'],
});
