import { classAnswer, classFieldsSchema, classListAnswer, removedOrArchivedAnswer } from '../../academic-setup';
import { academicSetupEndpoints } from '../endpoints/academic-setup';
import { defineRoutes } from '../route';
import { examples } from './academic-setup-examples';

const { createClass, listClasses, updateClass, removeClass } = academicSetupEndpoints;

export const academicSetupRoutes = defineRoutes(
  { createClass, listClasses, updateClass, removeClass },
  {
    createClass: {
      summary: 'Add a class (a section), with an optional class teacher',
      tag: 'Academic setup',
      access: 'admin',
      permission: 'manage_setup',
      body: classFieldsSchema,
      bodyExample: { name: 'Grade 8 B', classTeacherId: examples.teacherId },
      answers: {
        201: { description: 'The class, added', schema: classAnswer, example: { success: true, class: examples.class } },
      },
      refusals: {
        400: 'Invalid input, or a class teacher who is not a teacher of the institute',
        409: 'A class of that name exists',
      },
    },
    listClasses: {
      summary: 'Every class, by name, with its students today',
      tag: 'Academic setup',
      access: 'admin',
      answers: {
        200: { description: 'The classes', schema: classListAnswer, example: { success: true, classes: [examples.class] } },
      },
    },
    updateClass: {
      summary: 'Rename a class or change its class teacher',
      tag: 'Academic setup',
      access: 'admin',
      permission: 'manage_setup',
      body: classFieldsSchema,
      bodyExample: { name: 'Grade 8 B', classTeacherId: null },
      answers: {
        200: { description: 'The class, changed', schema: classAnswer, example: { success: true, class: examples.class } },
      },
      refusals: { 409: 'Another class has that name' },
    },
    removeClass: {
      summary: 'Remove a class; one with attendance is archived instead, and stays in reports',
      tag: 'Academic setup',
      access: 'admin',
      permission: 'manage_setup',
      answers: {
        200: {
          description: '`archived` says whether it was archived (it had attendance) or removed',
          schema: removedOrArchivedAnswer,
          example: { success: true, archived: false },
        },
      },
    },
  },
);
