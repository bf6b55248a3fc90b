import { withTransaction } from '../../services/src/db/pool';
import { CORRECTIONS_OF_MARKS, type MarksWriter, marksOfLectures, SEATS_OF_MARKS } from '../semester/generate';

/**
 * The marks as a bulk load, in one transaction on a pool whose triggers are off (bulk-pool.ts); the rollups are
 * filled afterwards (rollups.ts). Day by day still, so the marks lie on their pages in the order registers would have written them; their ids are
 * time-ordered (uuidv7), so the primary key grows at its end instead of at a random page for every mark.
 */
export const marksInBulk: MarksWriter = (pool, instituteId, days) =>
  withTransaction(pool, async (client) => {
    await client.query(`SET LOCAL work_mem = '256MB'`);
    // The statistics have not seen the institute's new marks (an ANALYZE here would hold its lock on the table
    // until the commit, stopping the institutes written beside this one): hash joins fit every step.
    await client.query('SET LOCAL enable_nestloop = off');
    let marks = 0;
    for (const day of days) marks += (await client.query(marksOfLectures('uuidv7()'), [instituteId, day])).rowCount ?? 0;
    await client.query(CORRECTIONS_OF_MARKS, [instituteId]);
    await client.query(SEATS_OF_MARKS, [instituteId]);
    return marks;
  });
