-- One index on attempt_events: the key (attempt_id, id) serves every read of an attempt's events
-- in order, and an event's insert maintains it alone (issue #22, decision 026).
ALTER TABLE "attempt_events" DROP CONSTRAINT "attempt_events_pkey";--> statement-breakpoint
DROP INDEX "attempt_events_attempt_idx";--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_pkey" PRIMARY KEY("attempt_id","id");
