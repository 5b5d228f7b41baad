-- Issues #17 and #22: the exam integrity log (events, per-attempt totals, one-device and clipboard
-- options), video watch progress and the per-course threshold, tax invoices with a gapless series
-- per financial year, and the site promotion with its stored end (docs/exams.md, docs/courses.md).
CREATE TABLE "attempt_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempt_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"client_id" varchar(64),
	"client_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "attempt_integrity" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"times_away" integer DEFAULT 0 NOT NULL,
	"away_ms" integer DEFAULT 0 NOT NULL,
	"blips" integer DEFAULT 0 NOT NULL,
	"disconnections" integer DEFAULT 0 NOT NULL,
	"devices" integer DEFAULT 0 NOT NULL,
	"away_since" timestamp with time zone,
	"events_kept" integer DEFAULT 0 NOT NULL,
	"events_coalesced" integer DEFAULT 0 NOT NULL,
	"last_ip" varchar(45),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"financial_year" varchar(7) NOT NULL,
	"sequence_number" integer NOT NULL,
	"invoice_number" varchar(32) NOT NULL,
	"seller_name" varchar(200) NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" varchar(15) NOT NULL,
	"seller_state" varchar(100) NOT NULL,
	"buyer_name" varchar(150) NOT NULL,
	"buyer_email" varchar(254) NOT NULL,
	"buyer_state" varchar(100),
	"course_title" varchar(200) NOT NULL,
	"original_price_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"provider_payment_id" varchar(100),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_watch_progress" (
	"enrollment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_watch_progress_enrollment_id_lesson_id_pk" PRIMARY KEY("enrollment_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "site_promotion" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"discount_percent" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_promotion_single_row_check" CHECK ("site_promotion"."id" = 1),
	CONSTRAINT "site_promotion_discount_check" CHECK ("site_promotion"."discount_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "watch_threshold_percent" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "client_id" varchar(64);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "one_device_per_attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "record_clipboard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "original_price_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_state" varchar(100);--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_integrity" ADD CONSTRAINT "attempt_integrity_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch_progress" ADD CONSTRAINT "lesson_watch_progress_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_watch_progress" ADD CONSTRAINT "lesson_watch_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_promotion" ADD CONSTRAINT "site_promotion_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_events_attempt_idx" ON "attempt_events" USING btree ("attempt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("financial_year","sequence_number");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_watch_threshold_check" CHECK ("courses"."watch_threshold_percent" between 0 and 100);