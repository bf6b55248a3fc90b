/** The platform's examples: one institute, its admin and an enquiry read the same in every call. */
const instituteId = '8b0e4a3c-5f6d-4e7a-8b9c-0d1e2f3a4b5c';

export const examples = {
  instituteId,
  institute: {
    id: instituteId,
    name: 'Greenfield Public School',
    email: 'office@greenfield.edu.in',
    phoneNumber: '+91 80 4123 5678',
    address: '14 Sarjapur Road, Koramangala\nBengaluru 560034',
  },
  admin: {
    id: 'a1c3e5f7-2b4d-4f6a-8c0e-1a3b5c7d9e2f',
    name: 'Asha Rao',
    email: 'asha.rao@greenfield.edu.in',
  },
  enquiry: {
    id: 'c7e9a1b3-4d5f-4a6b-9c8d-7e6f5a4b3c2d',
    instituteName: 'Sunrise Convent School',
    contactName: 'Rahul Mehta',
    email: 'principal@sunriseconvent.in',
    phoneNumber: '+91 98200 12345',
    students: 850,
    message: 'We would like a demonstration for our senior secondary section.',
    createdAt: '2026-11-20T05:30:00.000Z',
  },
  stats: { institutes: 12, students: 9640, teachers: 412 },
};
