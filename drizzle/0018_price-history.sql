CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"previous_price" integer NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_newest_idx";--> statement-breakpoint
DROP INDEX "properties_price_asc_idx";--> statement-breakpoint
DROP INDEX "properties_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_type_idx";--> statement-breakpoint
DROP INDEX "properties_place_idx";--> statement-breakpoint
DROP INDEX "properties_filter_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reduced_from" integer;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "properties_reduced_idx" ON "properties" USING btree ("goal",(case when "publish_price" and "reduced_from" > "price"
    then ("reduced_from" - "price")::float8 / "reduced_from" end) desc nulls last,"id","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_area_price_idx" ON "properties" USING btree ("goal",(case when "publish_price" and "living_area" > 0
    then "price"::float8 / "living_area" end),"id","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("goal","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"type_id","price","publish_price","bedrooms","bathrooms","living_area","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_price_asc_idx" ON "properties" USING btree ("goal",(case when "publish_price" then "price" end),"id","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_price_desc_idx" ON "properties" USING btree ("goal",(case when "publish_price" then "price" end) desc nulls last,"id","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("goal","city_key","id","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("goal","type_id","id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","region","epc_label","city_key","publish_address","lat","lng") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("goal","zip","type_id","price","publish_price","bedrooms","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","region","epc_label","city_key") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_filter_idx" ON "properties" USING btree ("goal","region","epc_label","bedrooms","type_id","price","publish_price","bathrooms","living_area","created_at","has_garden","has_terrace","has_garage","has_lift","furnished","zip","city_key") WHERE "properties"."published";--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express triggers): for every writer of `properties` (the CRM
-- import, the seed, an edit by hand), a change of a published price of a published listing is
-- kept in `price_changes`, and `reduced_from` holds the price before the current run of
-- reductions: set by a lower price, kept through further reductions, cleared by a higher price,
-- by a price taken off the site, or by a change made while the listing was offline
-- (docs/decisions/043-badges-and-price-history.md). Unlike listing_changes (migration 0007), it
-- does not heed `agency.listing_changes`: the history is a fact about the price, not news.
CREATE FUNCTION "track_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := OLD."published" AND NEW."published" AND OLD."publish_price" AND NEW."publish_price"
    AND OLD."price" IS NOT NULL AND NEW."price" IS NOT NULL;
BEGIN
  IF NEW."price" IS NOT DISTINCT FROM OLD."price" AND NEW."publish_price" = OLD."publish_price" THEN
    RETURN NEW;
  END IF;
  IF shown AND NEW."price" < OLD."price" THEN
    NEW."reduced_from" := coalesce(OLD."reduced_from", OLD."price");
  ELSE
    NEW."reduced_from" := NULL;
  END IF;
  IF shown AND NEW."price" <> OLD."price" THEN
    INSERT INTO "price_changes" ("property_id", "previous_price", "price")
      VALUES (NEW."id", OLD."price", NEW."price");
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_change" BEFORE UPDATE OF "price", "publish_price" ON "properties" FOR EACH ROW EXECUTE FUNCTION "track_price_change"();
--> statement-breakpoint
CREATE TRIGGER "price_changes_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_changes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
