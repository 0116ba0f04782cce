ALTER TABLE "agents" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "bio" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express triggers or data): the agents of an existing site get
-- the slug of their page from their name, accents dropped ('Gaëlle Dupré' → 'gaelle-dupre'); a
-- second agent of the same name gets its id behind it (docs/decisions/050-team-office-references.md).
UPDATE "agents" AS a SET "slug" = named."slug"
FROM (
  SELECT "id",
    CASE WHEN row_number() OVER (PARTITION BY base ORDER BY "id") = 1 THEN base
      ELSE base || '-' || "id" END AS "slug"
  FROM (
    SELECT "id", trim(BOTH '-' FROM regexp_replace(
      translate(lower("first_name" || ' ' || "last_name"),
        'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'),
      '[^a-z0-9]+', '-', 'g')) AS base
    FROM "agents"
  ) AS bases
) AS named
WHERE a."id" = named."id";
--> statement-breakpoint
-- For every writer of `properties` (the CRM import, the seed, an edit by hand): `closed_at` is the
-- moment the status became sold or rented, kept while it stays so, and cleared when the listing
-- returns to the market. A writer that sets it (the seed, with a past date) is believed.
-- Listings closed before this migration count from their last change.
UPDATE "properties" SET "closed_at" = "updated_at" WHERE "status" IN ('sold', 'rented');
--> statement-breakpoint
CREATE FUNCTION "track_closed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" NOT IN ('sold', 'rented') THEN
    NEW."closed_at" := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW."closed_at" := coalesce(NEW."closed_at", now());
  ELSIF OLD."status" IS DISTINCT FROM NEW."status" AND NEW."closed_at" IS NOT DISTINCT FROM OLD."closed_at" THEN
    NEW."closed_at" := now();
  ELSE
    NEW."closed_at" := coalesce(NEW."closed_at", OLD."closed_at", now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_closed_at" BEFORE INSERT OR UPDATE OF "status", "closed_at" ON "properties" FOR EACH ROW EXECUTE FUNCTION "track_closed_at"();
