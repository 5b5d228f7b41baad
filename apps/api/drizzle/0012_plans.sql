-- Plans (docs/plans.md): what a college may use. Every college has one; the migration creates the
-- default plan, unlimited and free so that no existing college loses anything, and points every
-- college at it. A college inserted without a plan gets the default one (trigger below).
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"max_approved_students" integer,
	"max_running_exams" integer,
	"max_bank_questions" integer,
	"yearly_price_paise" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_limits_not_negative" CHECK (coalesce("plans"."max_approved_students", 0) >= 0 and coalesce("plans"."max_running_exams", 0) >= 0 and coalesce("plans"."max_bank_questions", 0) >= 0 and "plans"."yearly_price_paise" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_default_key" ON "plans" USING btree ("is_default") WHERE "plans"."is_default";--> statement-breakpoint
INSERT INTO "plans" ("name", "is_default") VALUES ('Standard', true);--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "plan_id" integer;--> statement-breakpoint
UPDATE "colleges" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "colleges" ALTER COLUMN "plan_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleges_plan_idx" ON "colleges" USING btree ("plan_id");--> statement-breakpoint
CREATE FUNCTION "colleges_default_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."plan_id" IS NULL THEN
    NEW."plan_id" := (SELECT "id" FROM "plans" WHERE "is_default");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "colleges_default_plan" BEFORE INSERT ON "colleges" FOR EACH ROW EXECUTE FUNCTION "colleges_default_plan"();
