import type pg from 'pg';
import { allowRoles } from '../http/identity';
import { adminHolding } from './admin-holding';

/**
 * The two areas that read attendance records, each with its guard: a teacher's (what they may see is narrowed by
 * the route) and the office's, with View reports.
 */
export const teacherAndOfficeAreas = (pool: pg.Pool) =>
  [
    ['teacher', allowRoles('teacher')],
    ['admin', adminHolding(pool, 'view_reports')],
  ] as const;
