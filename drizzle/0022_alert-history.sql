CREATE TABLE "demand_pauses" (
	"demand_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demand_pauses" ADD CONSTRAINT "demand_pauses_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_pauses_demand_idx" ON "demand_pauses" USING btree ("demand_id");--> statement-breakpoint
-- Hand-written: the alerts paused before this migration start their pause history then.
INSERT INTO "demand_pauses" ("demand_id", "started_at")
  SELECT "id", "paused_at" FROM "demands" WHERE "paused_at" IS NOT NULL;
