/**
 * SQL: whether the calendar entry aliased `entry` is for one of the classes that `classIds` selects (a SELECT of class
 * ids): an entry that names no class is for every class of the institute.
 */
export const entryForClassIn = (entry: string, classIds: string) => `(
  NOT EXISTS (SELECT FROM calendar_entry_classes ec WHERE ec.institute_id = ${entry}.institute_id AND ec.entry_id = ${entry}.id)
  OR EXISTS (SELECT FROM calendar_entry_classes ec
             WHERE ec.institute_id = ${entry}.institute_id AND ec.entry_id = ${entry}.id AND ec.class_id IN (${classIds})))`;
