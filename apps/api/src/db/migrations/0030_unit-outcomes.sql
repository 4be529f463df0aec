-- null for units kept before: their outcome is read from their data until the next commit keeps it
ALTER TABLE "package_unit_data" ADD COLUMN "outcome" jsonb;