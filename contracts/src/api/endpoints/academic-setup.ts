import { endpointsOf } from '../endpoint';

export const academicSetupEndpoints = endpointsOf({
  createAcademicYear: ['post', '/admin/academic-years'],
  listAcademicYears: ['get', '/admin/academic-years'],
  updateAcademicYear: ['put', '/admin/academic-years/{id}'],
  removeAcademicYear: ['delete', '/admin/academic-years/{id}'],
  createSemester: ['post', '/admin/semesters'],
  updateSemester: ['put', '/admin/semesters/{id}'],
  removeSemester: ['delete', '/admin/semesters/{id}'],
  createClass: ['post', '/admin/classes'],
  listClasses: ['get', '/admin/classes'],
  updateClass: ['put', '/admin/classes/{id}'],
  removeClass: ['delete', '/admin/classes/{id}'],
  createSubject: ['post', '/admin/subjects'],
  listSubjects: ['get', '/admin/subjects'],
  updateSubject: ['put', '/admin/subjects/{id}'],
  removeSubject: ['delete', '/admin/subjects/{id}'],
  setSubjectTeachers: ['put', '/admin/subjects/{id}/teachers'],
  saveTimetable: ['put', '/admin/timetable'],
  getTimetable: ['get', '/admin/timetable'],
  getSettings: ['get', '/admin/settings'],
  updateSettings: ['patch', '/admin/settings'],
});
