-- The demo academy of earlier releases gave its lesson "Welcome to networking" one material,
-- "Slides", whose files were stored as a pdf lesson's (module_pdf), not as materials: the lesson
-- save refuses such a file, so the lesson could not be saved unchanged in the editor. The slides
-- were the handbook the next lesson shows. This drops that material from that lesson, and only
-- while it is as seeded: one material titled "Slides" whose every file is a module_pdf.
UPDATE "lessons" AS "lesson"
SET "materials" = '[]'::jsonb
WHERE "lesson"."kind" = 'video'
  AND "lesson"."title"->>'en' = 'Welcome to networking'
  AND jsonb_array_length("lesson"."materials") = 1
  AND "lesson"."materials"->0->'title'->>'en' = 'Slides'
  AND NOT EXISTS (
    SELECT 1
    FROM jsonb_each_text("lesson"."materials"->0->'files') AS "file"("lang", "url")
    WHERE NOT EXISTS (
      SELECT 1 FROM "files"
      WHERE "files"."id" = substring("file"."url" from '^/api/file/([0-9a-f]{24})$')
        AND "files"."type" = 'module_pdf'
    )
  );
