-- Per-date capacity changes were recorded as 'date_capacity', a kind the Activity filter does not
-- know; they are capacity changes like the default's.
UPDATE "audit_log" SET "entity_type" = 'capacity' WHERE "entity_type" = 'date_capacity';
