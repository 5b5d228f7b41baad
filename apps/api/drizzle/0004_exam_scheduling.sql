CREATE TABLE "exam_participants" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_participants_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "allow_join_by_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_participants" ADD CONSTRAINT "exam_participants_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_participants" ADD CONSTRAINT "exam_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_participants_student_idx" ON "exam_participants" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_student_exam_key" ON "certificates" USING btree ("student_id","exam_id");