CREATE TABLE "live_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"payload" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");