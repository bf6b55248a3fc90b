-- Up Migration
-- An institute made by the demo generator (`npm run demo` or the super admin's Create demo institute): its people are
-- made up. The super admin's demo institutes are limited per hour by their creation times.
ALTER TABLE institutes ADD COLUMN demo boolean NOT NULL DEFAULT false;
CREATE INDEX institutes_demo_created_idx ON institutes (created_at) WHERE demo;
