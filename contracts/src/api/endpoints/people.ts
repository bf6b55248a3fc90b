import { endpointsOf } from '../endpoint';

export const peopleEndpoints = endpointsOf({
  createTeacher: ['post', '/admin/teachers'],
  listTeachers: ['get', '/admin/teachers'],
  updateTeacher: ['put', '/admin/teachers/{id}'],
  removeTeacher: ['delete', '/admin/teachers/{id}'],
  importTeachers: ['post', '/admin/teachers/import'],
  createStudent: ['post', '/admin/students'],
  listStudents: ['get', '/admin/students'],
  updateStudent: ['put', '/admin/students/{id}'],
  removeStudent: ['delete', '/admin/students/{id}'],
  transferStudent: ['post', '/admin/students/{id}/transfer'],
  importStudents: ['post', '/admin/students/import'],
  importEnrolments: ['post', '/admin/enrollments/import'],
  enrol: ['post', '/admin/enrollments'],
  dropEnrolment: ['post', '/admin/enrollments/drop'],
  listEnrolments: ['get', '/admin/enrollments'],
});
