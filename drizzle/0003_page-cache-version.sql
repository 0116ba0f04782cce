CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express triggers): every statement that changes public content
-- bumps the one version row, visible to the page caches of all instances at commit
-- (docs/decisions/011-page-cache.md). property_views_daily is left out on purpose: counting a view
-- must not empty the caches.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "project_units_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_units" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "property_types_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "agents_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "cms_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "path_entries_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "path_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "path_slugs_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "path_slugs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "site_config_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_config" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
