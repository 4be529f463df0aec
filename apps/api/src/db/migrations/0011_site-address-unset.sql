-- Academies used to be seeded with http://localhost:3000 as their address, so every certificate's
-- QR code and every mail's link pointed there until an admin changed it. An address still equal to
-- that seeded value was never chosen: it becomes unset (blank), and links use the address each
-- request came to until an admin sets one. An address an admin chose is kept, whatever it is.
UPDATE "settings" SET "value" = '""'::jsonb, "updated_at" = now()
WHERE "name" = 'site_url' AND "value" = '"http://localhost:3000"'::jsonb;
