/** The API tokens' examples: one token reads the same in every call. */
export const feesSystem = {
  id: '5b2d8e17-4a9c-4f30-8e61-2c7f0b9d3a48',
  name: 'Fees system',
  permissions: ['manage_people' as const, 'view_reports' as const],
  expiresOn: '2027-03-31',
  createdAt: '2026-11-20T09:15:00.000Z',
  lastUsedAt: '2026-11-27T06:02:00.000Z',
};

export const lmsSync = {
  id: 'c8e41a06-93fb-4d7e-a2b5-71d0f6e9c3b2',
  name: 'Moodle sync',
  permissions: ['view_reports' as const],
  expiresOn: null,
  createdAt: '2026-11-25T11:40:00.000Z',
  lastUsedAt: null,
};

export const exampleSecret = 'rc_q3Vh8xT0mKc5yLrN2bWf7sJd9ZpA4eGu1HoXiRtYkCw';
