ALTER TABLE "lessons" ALTER COLUMN "video_url" DROP NOT NULL;--> statement-breakpoint
-- Issue #11: every link a person typed and we store is http:// or https://, the rule of the
-- contract's webAddress (packages/contract/src/web-address.ts). A javascript:, data: or vbscript:
-- link stored before would run script wherever it is linked. A value that only needs the
-- whitespace around it trimmed is trimmed; any other is cleared: set to NULL (a college without a
-- website, a lesson without a video, which the web already shows as such), and a lesson resource,
-- which is nothing but its link, is deleted.
UPDATE "colleges"
SET "website" = CASE
  WHEN btrim("website", E' \t\n\r\f\x0B') ~* '^https?://[^[:space:][:cntrl:]]+$'
    THEN btrim("website", E' \t\n\r\f\x0B')
END
WHERE "website" !~* '^https?://[^[:space:][:cntrl:]]+$';--> statement-breakpoint
UPDATE "lessons"
SET "video_url" = CASE
  WHEN btrim("video_url", E' \t\n\r\f\x0B') ~* '^https?://[^[:space:][:cntrl:]]+$'
    THEN btrim("video_url", E' \t\n\r\f\x0B')
END
WHERE "video_url" !~* '^https?://[^[:space:][:cntrl:]]+$';--> statement-breakpoint
UPDATE "lesson_resources"
SET "url" = btrim("url", E' \t\n\r\f\x0B')
WHERE "url" !~* '^https?://[^[:space:][:cntrl:]]+$'
  AND btrim("url", E' \t\n\r\f\x0B') ~* '^https?://[^[:space:][:cntrl:]]+$';--> statement-breakpoint
DELETE FROM "lesson_resources" WHERE "url" !~* '^https?://[^[:space:][:cntrl:]]+$';
