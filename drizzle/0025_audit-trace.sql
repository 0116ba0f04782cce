ALTER TABLE "audit_log" ADD COLUMN "account" varchar(254);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "address" varchar(64);--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account");