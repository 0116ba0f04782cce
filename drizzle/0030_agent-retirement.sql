ALTER TABLE "agents" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "successor_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_successor_id_agents_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;