ALTER TABLE "appointments" ADD COLUMN "cancelled_by" varchar(8);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "closed_reason" text;