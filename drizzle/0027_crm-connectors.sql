CREATE TABLE "crm_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" varchar(16) NOT NULL,
	"base_url" text,
	"username" text,
	"password_sealed" text,
	"client_id" text,
	"client_secret_sealed" text,
	"office_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "crm_connection_single_row" CHECK ("crm_connection"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "crm_records" (
	"provider" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"crm_id" text NOT NULL,
	"reference" text,
	"agent_id" integer,
	"photo_source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_records_provider_kind_crm_id_pk" PRIMARY KEY("provider","kind","crm_id")
);
--> statement-breakpoint
CREATE TABLE "crm_sync_state" (
	"provider" varchar(16) PRIMARY KEY NOT NULL,
	"changed_since" timestamp with time zone,
	"reconciled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_channel";--> statement-breakpoint
ALTER TABLE "crm_connection" ADD CONSTRAINT "crm_connection_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_records_reference_idx" ON "crm_records" USING btree ("provider","kind","reference");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('mail', 'webhook', 'crm'));