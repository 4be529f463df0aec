ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
-- the bodies of mails already sent or failed leave the outbox now, as new ones will at their outcome
UPDATE "mail_outbox" SET "text" = NULL WHERE "status" IN ('sent', 'failed');
