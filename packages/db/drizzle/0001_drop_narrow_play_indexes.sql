DROP INDEX IF EXISTS "plays_route_runner_ids_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_tackler_ids_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_pass_rusher_ids_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_coverage_defender_ids_idx";