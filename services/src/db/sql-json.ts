/** SQL: a timestamptz as the contracts write instants, ISO 8601 in UTC with milliseconds ('2026-09-18T06:12:40.000Z'). */
export const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL: the users row `alias` as the contracts' `{ id, name }`; null where the row is missing (a user removed). */
export const namedUser = (alias: string) =>
  `CASE WHEN ${alias}.id IS NOT NULL THEN json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`;
