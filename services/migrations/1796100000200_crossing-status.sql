-- Up Migration
-- What a student was last told of a subject below the threshold: that it needs condonation (from the condonation
-- floor up to the threshold), or that it is short (below the floor). A later fall from condonable to short is told
-- once more. Crossings recorded before told only of the fall below the threshold: they count as condonable, so a
-- student already short hears once that it is short.
ALTER TABLE threshold_crossings
  ADD COLUMN status text NOT NULL DEFAULT 'condonable' CHECK (status IN ('condonable', 'short'));
ALTER TABLE threshold_crossings ALTER COLUMN status DROP DEFAULT;
