ALTER TABLE "import_runs" ALTER COLUMN "status" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "import_runs" ALTER COLUMN "status" SET DEFAULT 'running';--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;