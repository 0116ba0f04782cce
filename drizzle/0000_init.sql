CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"photo" text,
	"role" jsonb NOT NULL,
	"languages" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"status" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" varchar(16) NOT NULL,
	"contact" text,
	"subject" text NOT NULL,
	"comment" text,
	"status" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_properties" (
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "owner_properties_owner_id_property_id_pk" PRIMARY KEY("owner_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "path_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_path" text NOT NULL,
	"route" varchar(32) NOT NULL,
	"page_id" integer,
	"breadcrumb" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_link" text,
	CONSTRAINT "path_entries_original_path_unique" UNIQUE("original_path")
);
--> statement-breakpoint
CREATE TABLE "path_slugs" (
	"entry_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "path_slugs_lang_path_pk" PRIMARY KEY("lang","path")
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"floor" text NOT NULL,
	"name" text NOT NULL,
	"surface" integer,
	"bedrooms" smallint,
	"price" integer,
	"status" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"public_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" varchar(8) NOT NULL,
	"city" text NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"description" jsonb NOT NULL,
	"delivery" jsonb,
	"situation" jsonb,
	"technical_info" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_reference_unique" UNIQUE("reference"),
	CONSTRAINT "projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"goal" smallint NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'available' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"publish_price" boolean DEFAULT true NOT NULL,
	"price" integer,
	"price_unit" smallint,
	"marquee" smallint,
	"publish_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" varchar(8) NOT NULL,
	"city" text NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"region" varchar(16),
	"lat" double precision,
	"lng" double precision,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"living_area" integer,
	"plot_area" integer,
	"epc_value" integer,
	"epc_label" varchar(16),
	"has_garden" boolean DEFAULT false NOT NULL,
	"has_terrace" boolean DEFAULT false NOT NULL,
	"has_garage" boolean DEFAULT false NOT NULL,
	"has_lift" boolean DEFAULT false NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"web_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views_daily" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_views_daily_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" text,
	"about_you" text,
	"website" text,
	"image" text,
	"locale" varchar(2) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_history" ADD CONSTRAINT "owner_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_properties" ADD CONSTRAINT "owner_properties_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_properties" ADD CONSTRAINT "owner_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_entries" ADD CONSTRAINT "path_entries_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_slugs" ADD CONSTRAINT "path_slugs_entry_id_path_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."path_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views_daily" ADD CONSTRAINT "property_views_daily_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_path_key" ON "cms_pages" USING btree ("path");--> statement-breakpoint
CREATE INDEX "cms_pages_parent_idx" ON "cms_pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "owner_history_property_idx" ON "owner_history" USING btree ("property_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "path_slugs_entry_lang_key" ON "path_slugs" USING btree ("entry_id","lang");--> statement-breakpoint
CREATE INDEX "project_units_project_idx" ON "project_units" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("published","goal","type_id","price");--> statement-breakpoint
CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");