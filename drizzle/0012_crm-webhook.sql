CREATE TABLE "webhook_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_settings_single_row" CHECK ("webhook_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" varchar(8) DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('mail', 'webhook'));