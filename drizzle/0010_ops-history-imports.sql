CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" varchar(8) NOT NULL,
	"staff_id" integer,
	"file_name" text NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"mode" varchar(8),
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"unpublished" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owner_history" ADD COLUMN "feed_key" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "property_views_daily_day_idx" ON "property_views_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_history_feed_key" ON "owner_history" USING btree ("property_id","feed_key");