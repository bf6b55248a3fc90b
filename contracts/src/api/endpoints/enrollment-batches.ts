import { endpointsOf } from '../endpoint';

export const enrollmentBatchEndpoints = endpointsOf({
  enrolMany: ['post', '/admin/enrollments/bulk'],
  dropMany: ['post', '/admin/enrollments/drop-bulk'],
});
