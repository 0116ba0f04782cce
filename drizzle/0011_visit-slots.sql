ALTER TABLE "appointment_slots" ADD COLUMN "open_house" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "feed_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_property_feed_key" ON "appointment_slots" USING btree ("property_id","feed_key") WHERE "appointment_slots"."feed_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_project_feed_key" ON "appointment_slots" USING btree ("project_id","feed_key") WHERE "appointment_slots"."feed_key" is not null;