CREATE TABLE "crm_visit_counters" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"today" integer,
	"week" integer,
	"month" integer,
	"total" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_visit_counters" ADD CONSTRAINT "crm_visit_counters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;