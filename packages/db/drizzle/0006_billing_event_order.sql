ALTER TABLE "subscription_events" ADD COLUMN "ignored_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_ignored_reason_check" CHECK ("subscription_events"."ignored_reason" in ('stale'));