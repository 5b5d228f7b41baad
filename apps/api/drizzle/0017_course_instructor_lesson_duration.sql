ALTER TABLE "courses" ADD COLUMN "instructor" varchar(2000);--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_duration_seconds_check" CHECK ("lessons"."duration_seconds" is null or "lessons"."duration_seconds" between 1 and 359999);