import pg from 'pg';
import type { Pool } from '../../services/src/db/pool';

/**
 * A pool on the same database whose sessions skip every trigger and the foreign keys' checks
 * (session_replication_role = replica, which the owner, the cluster's superuser, may set): for generated rows, drawn
 * from rows that exist, whose rollups are filled afterwards from the rows themselves.
 */
export function bulkPool(pool: Pool, connections: number): Pool {
  return new pg.Pool({ ...pool.options, max: connections, options: '-c session_replication_role=replica' });
}
