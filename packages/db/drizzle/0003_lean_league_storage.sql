CREATE TABLE "team_week_depth_charts" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"team_id" text NOT NULL,
	"entries" json NOT NULL,
	CONSTRAINT "team_week_depth_charts_season_season_type_week_team_id_pk" PRIMARY KEY("season","season_type","week","team_id"),
	CONSTRAINT "team_week_depth_charts_season_type_check" CHECK ("team_week_depth_charts"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "team_week_rosters" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"team_id" text NOT NULL,
	"players" json NOT NULL,
	CONSTRAINT "team_week_rosters_season_season_type_week_team_id_pk" PRIMARY KEY("season","season_type","week","team_id"),
	CONSTRAINT "team_week_rosters_season_type_check" CHECK ("team_week_rosters"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
DROP INDEX IF EXISTS "plays_season_week_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_possession_team_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_defense_team_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_passer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_rusher_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_target_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_offense_player_ids_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "plays_defense_player_ids_idx";--> statement-breakpoint
-- Hand-written: alignments move from a JSON object to "nflId:ALIGNMENT" entries, kept.
CREATE FUNCTION "all22_alignment_entries"(alignments jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS
  $$ SELECT COALESCE(array_agg(key || ':' || value ORDER BY key), '{}') FROM jsonb_each_text(alignments) $$;--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "alignments" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "alignments" SET DATA TYPE text[] USING "all22_alignment_entries"("alignments");--> statement-breakpoint
DROP FUNCTION "all22_alignment_entries"(jsonb);--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "alignments" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "team_week_depth_charts" ADD CONSTRAINT "team_week_depth_charts_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_week_rosters" ADD CONSTRAINT "team_week_rosters_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plays_season_week_brin" ON "plays" USING brin ("season","week");--> statement-breakpoint
-- Hand-written: existing leagues keep their rosters and depth charts, now one row per team and week.
INSERT INTO "team_week_rosters" ("season", "season_type", "week", "team_id", "players")
SELECT "season", "season_type", "week", "team_id",
  json_agg(json_build_object('nflId', "nfl_id", 'status', "status", 'position', "position",
    'jerseyNumber', "jersey_number", 'depth', "depth", 'isPracticeSquad', "is_practice_squad")
    ORDER BY "is_practice_squad", "position", "depth" NULLS LAST, "nfl_id")
FROM "weekly_rosters"
GROUP BY "season", "season_type", "week", "team_id";--> statement-breakpoint
INSERT INTO "team_week_depth_charts" ("season", "season_type", "week", "team_id", "entries")
SELECT "season", "season_type", "week", "team_id",
  json_agg(json_build_object('unit', "unit", 'positionSlot', "position_slot",
    'depthOrder', "depth_order", 'nflId', "nfl_id")
    ORDER BY "unit", "position_slot", "depth_order")
FROM "depth_charts"
GROUP BY "season", "season_type", "week", "team_id";--> statement-breakpoint
-- A bulk load cut short lists the indexes it dropped, to rebuild them: forget the ones gone.
UPDATE "feed_state" SET "cursor" = jsonb_set("cursor", '{droppedIndexes}', COALESCE((
  SELECT jsonb_agg(definition) FROM jsonb_array_elements_text("cursor"->'droppedIndexes') AS definition
  WHERE definition !~ '(ON public\.plays |weekly_rosters|depth_charts)'
), '[]'::jsonb))
WHERE jsonb_typeof("cursor"->'droppedIndexes') = 'array';--> statement-breakpoint
DROP TABLE "depth_charts" CASCADE;--> statement-breakpoint
DROP TABLE "weekly_rosters" CASCADE;--> statement-breakpoint
-- Stat lines become json (stored as written; see schema/stats.ts).
-- Defaults are dropped and set again around each change so PostgreSQL need not cast them.
ALTER TABLE "player_game_stats" ALTER COLUMN "stats" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "player_game_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "player_game_stats" ALTER COLUMN "stats" SET DEFAULT '{}'::json;--> statement-breakpoint
ALTER TABLE "player_season_stats" ALTER COLUMN "stats" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "player_season_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "player_season_stats" ALTER COLUMN "stats" SET DEFAULT '{}'::json;--> statement-breakpoint
ALTER TABLE "team_game_stats" ALTER COLUMN "stats" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "team_game_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "team_game_stats" ALTER COLUMN "stats" SET DEFAULT '{}'::json;--> statement-breakpoint
ALTER TABLE "team_season_stats" ALTER COLUMN "stats" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "team_season_stats" ALTER COLUMN "stats" SET DATA TYPE json USING "stats"::json;--> statement-breakpoint
ALTER TABLE "team_season_stats" ALTER COLUMN "stats" SET DEFAULT '{}'::json;
