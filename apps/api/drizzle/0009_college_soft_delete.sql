ALTER TABLE "colleges" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "colleges_created_idx" ON "colleges" USING btree ("created_at");