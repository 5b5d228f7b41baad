-- Issue #14: roll numbers (unique within a college), exams a college cancelled, extra time for one
-- student in one exam, and college invitations (docs/colleges.md).
CREATE TABLE "college_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "college_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"college_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"full_name" varchar(150) NOT NULL,
	"roll_number" varchar(50),
	"student_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_invitations_status_check" CHECK ("college_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "exam_time_extensions" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"extra_minutes" integer NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_time_extensions_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id"),
	CONSTRAINT "exam_time_extensions_minutes_check" CHECK ("exam_time_extensions"."extra_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "roll_number" varchar(50);--> statement-breakpoint
ALTER TABLE "college_invitations" ADD CONSTRAINT "college_invitations_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_invitations" ADD CONSTRAINT "college_invitations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_invitations" ADD CONSTRAINT "college_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_time_extensions" ADD CONSTRAINT "exam_time_extensions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_time_extensions" ADD CONSTRAINT "exam_time_extensions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_time_extensions" ADD CONSTRAINT "exam_time_extensions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "college_invitations_college_idx" ON "college_invitations" USING btree ("college_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "college_invitations_code_key" ON "college_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "college_invitations_pending_email_key" ON "college_invitations" USING btree ("college_id",lower("email")) WHERE "college_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "college_invitations_student_idx" ON "college_invitations" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_college_roll_number_key" ON "students" USING btree ("college_id","roll_number") WHERE "students"."roll_number" is not null;