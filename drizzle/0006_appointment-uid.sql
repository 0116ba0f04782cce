ALTER TABLE "appointments" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_uid_key" ON "appointments" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_submission_key" ON "appointments" USING btree ("submission_id");--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express triggers): the places left of a slot are shown on the
-- public detail pages, so a change to the slots bumps the page caches' content version
-- (docs/decisions/011-page-cache.md). Per row, unlike the statement triggers of 0003: a booking that
-- finds its slot full updates no row, and must neither empty every cache nor wait on the version row.
CREATE TRIGGER "appointment_slots_content_version" AFTER INSERT OR UPDATE OR DELETE ON "appointment_slots" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "appointment_slots_truncate_content_version" AFTER TRUNCATE ON "appointment_slots" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
