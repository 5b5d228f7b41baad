-- Issue #15, decision 031: the admin growth series and activity feed read these tables by time.
CREATE INDEX "enrollments_enrolled_idx" ON "enrollments" USING btree ("enrolled_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_started_idx" ON "exam_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."status" = 'paid' and "payments"."paid_at" is not null;