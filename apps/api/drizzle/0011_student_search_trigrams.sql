-- Trigram indexes for the admin student search (name or email containing the text, ILIKE), so a
-- search among 20,000 students reads the matching rows instead of every user (docs/students.md).
-- They need the pg_trgm extension: installed when the server offers it and this role may (it is
-- a trusted extension: the database owner may); otherwise the migration changes nothing and the
-- search still works, by a scan. Embedded PGlite offers it only when loaded.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be installed: the student search will scan users';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
  END IF;
END $$;
