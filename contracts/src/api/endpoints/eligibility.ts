import { endpointsOf } from '../endpoint';

export const eligibilityEndpoints = endpointsOf({
  eligibility: ['get', '/admin/eligibility'],
  eligibilityCsv: ['get', '/admin/eligibility.csv'],
  eligibilityPdf: ['get', '/admin/eligibility.pdf'],
  createCondonation: ['post', '/admin/condonations'],
  listCondonations: ['get', '/admin/condonations'],
  withdrawCondonation: ['delete', '/admin/condonations/{id}'],
});
