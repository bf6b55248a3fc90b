import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';

/** GET /superadmin/stats: real counts for the super admin dashboard. */
export function statsRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  router.get('/superadmin/stats', allowRoles('superadmin'), async (ctx) => {
    const { rows } = await pool.query<{ institutes: number; students: number; teachers: number }>(
      `SELECT (SELECT count(*) FROM institutes)::int AS institutes,
              (SELECT count(*) FROM users WHERE role = 'student')::int AS students,
              (SELECT count(*) FROM users WHERE role = 'teacher')::int AS teachers`,
    );
    ctx.body = { success: true, stats: rows[0] };
  });
  return router;
}
