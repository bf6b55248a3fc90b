import type { DemoInstituteResponse } from '../../demo-institutes';

/** A demo institute as its creation answers it. */
export const examples = {
  created: {
    success: true,
    institute: {
      id: '3f6b2c1d-8e9a-4b7c-9d0e-1f2a3b4c5d6e',
      name: 'Sunrise Public School (demo k3x9)',
      email: 'office@demo-k3x9.example.com',
      phoneNumber: '+91 20 4000 0000',
      address: 'Demo institute: every person in it is made up\nPune 411001',
    },
    signIns: [
      { role: 'admin', name: 'Asha Rao', email: 'asha.rao@demo-k3x9.example.com', password: 'x7#Kq2mWv9pLr4Tz8bNc' },
      { role: 'teacher', name: 'Meera Iyer', email: 'meera.iyer@demo-k3x9.example.com', password: 'R4t!vN8qz2WmK7pLx3Hd' },
      { role: 'student', name: 'Aarav Sharma', email: '11a01@demo-k3x9.example.com', password: 'h9Q@2wLk7ZpX4mTv8RcN' },
      { role: 'parent', name: 'Rajesh Sharma', email: 'parent.11a01@demo-k3x9.example.com', password: 'Pz5%kW8nQ3tLx7mVr2Jd' },
    ],
  } satisfies DemoInstituteResponse,
};
