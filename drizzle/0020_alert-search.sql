DROP INDEX "demand_digests_person_day_key";--> statement-breakpoint
ALTER TABLE "demand_digests" ADD COLUMN "slot" varchar(32) DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "frequency" varchar(8) DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_digests_person_day_key" ON "demand_digests" USING btree ("email_key","day","slot");