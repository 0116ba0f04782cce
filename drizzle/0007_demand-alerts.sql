CREATE TABLE "demand_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"day" date NOT NULL,
	"locale" varchar(2) NOT NULL,
	"outbox_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_digests" ADD CONSTRAINT "demand_digests_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_digests_person_day_key" ON "demand_digests" USING btree ("email_key","day");--> statement-breakpoint
CREATE INDEX "demand_alerts_property_idx" ON "demand_alerts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "demands_email_idx" ON "demands" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "listing_changes_property_idx" ON "listing_changes" USING btree ("property_id");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express triggers): every writer of `properties` (the CRM
-- import, the seed, an edit by hand) records the changes demand alerts are about
-- (docs/decisions/016-demand-alerts.md). A transaction can turn it off with
-- `set local agency.listing_changes = 'off'`, as the demo seed does, so that loading the demo
-- listings does not alert every registered demand.
CREATE FUNCTION "record_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change varchar(16);
BEGIN
  IF coalesce(current_setting('agency.listing_changes', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF NOT (NEW."published" AND NEW."status" = 'available') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    change := 'new';
  ELSIF OLD."status" IN ('option', 'sold', 'rented') THEN
    change := 'back_on_market';
  ELSIF NOT OLD."published" THEN
    -- A draft published for the first time is new; a listing taken offline and put back is not.
    change := CASE
      WHEN EXISTS (SELECT 1 FROM "listing_changes" WHERE "property_id" = NEW."id") THEN 'back_on_market'
      ELSE 'new'
    END;
  ELSIF NEW."price" < OLD."price" AND NEW."publish_price" THEN
    -- A lower price nobody may see is no news.
    change := 'price_drop';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO "listing_changes" ("property_id", "kind") VALUES (NEW."id", change);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_listing_changes" AFTER INSERT OR UPDATE OF "status", "published", "price", "publish_price" ON "properties" FOR EACH ROW EXECUTE FUNCTION "record_listing_change"();
