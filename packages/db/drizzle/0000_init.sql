CREATE TABLE "game_odds" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"away_handicap" double precision,
	"home_handicap" double precision,
	"away_price" double precision,
	"home_price" double precision,
	"total" double precision,
	"over_price" double precision,
	"under_price" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"smart_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"week_slug" text NOT NULL,
	"home_team_id" text NOT NULL,
	"visitor_team_id" text NOT NULL,
	"iso_time" timestamp with time zone NOT NULL,
	"game_date" date NOT NULL,
	"game_time_eastern" text NOT NULL,
	"phase" text DEFAULT 'PREGAME' NOT NULL,
	"quarter" smallint,
	"clock" text,
	"possession_team_id" text,
	"down" smallint,
	"distance" smallint,
	"yard_line" text,
	"is_redzone" boolean DEFAULT false NOT NULL,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"visitor_score" smallint DEFAULT 0 NOT NULL,
	"elias_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_smart_id_unique" UNIQUE("smart_id"),
	CONSTRAINT "games_elias_id_unique" UNIQUE("elias_id"),
	CONSTRAINT "games_season_type_check" CHECK ("games"."season_type" in ('PRE', 'REG', 'POST')),
	CONSTRAINT "games_distinct_teams" CHECK ("games"."home_team_id" <> "games"."visitor_team_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"season" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"has_film" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" text PRIMARY KEY NOT NULL,
	"smart_id" uuid NOT NULL,
	"abbr" text NOT NULL,
	"city" text NOT NULL,
	"nick" text NOT NULL,
	"full_name" text NOT NULL,
	"conference_abbr" text,
	"division_abbr" text,
	"division_full_name" text,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"team_type" text DEFAULT 'TEAM' NOT NULL,
	"logo_url" text,
	CONSTRAINT "teams_smart_id_unique" UNIQUE("smart_id"),
	CONSTRAINT "teams_abbr_key" UNIQUE("abbr"),
	CONSTRAINT "teams_team_id_format" CHECK ("teams"."team_id" ~ '^[0-9]{4}$'),
	CONSTRAINT "teams_team_type_check" CHECK ("teams"."team_type" in ('TEAM', 'PRO'))
);
--> statement-breakpoint
CREATE TABLE "weeks" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"week_slug" text NOT NULL,
	"week_type" text NOT NULL,
	"text" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "weeks_season_season_type_week_pk" PRIMARY KEY("season","season_type","week"),
	CONSTRAINT "weeks_season_week_slug_key" UNIQUE("season","week_slug"),
	CONSTRAINT "weeks_season_type_check" CHECK ("weeks"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "depth_charts" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"team_id" text NOT NULL,
	"unit" text NOT NULL,
	"position_slot" text NOT NULL,
	"depth_order" smallint NOT NULL,
	"nfl_id" integer NOT NULL,
	CONSTRAINT "depth_charts_season_season_type_week_team_id_position_slot_depth_order_pk" PRIMARY KEY("season","season_type","week","team_id","position_slot","depth_order"),
	CONSTRAINT "depth_charts_season_type_check" CHECK ("depth_charts"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "injuries" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"nfl_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"injury_status" text DEFAULT 'UNSPECIFIED' NOT NULL,
	"body_part" text,
	"practice_status" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "injuries_season_season_type_week_nfl_id_pk" PRIMARY KEY("season","season_type","week","nfl_id"),
	CONSTRAINT "injuries_season_type_check" CHECK ("injuries"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"nfl_id" integer PRIMARY KEY NOT NULL,
	"gsis_id" text,
	"smart_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"position_group" text NOT NULL,
	"jersey_number" smallint,
	"birth_date" date,
	"height_inches" smallint,
	"weight" smallint,
	"college" text,
	"experience" smallint,
	"status" text DEFAULT 'ACT' NOT NULL,
	"current_team_id" text,
	"headshot_url" text,
	"ratings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_gsis_id_unique" UNIQUE("gsis_id"),
	CONSTRAINT "players_smart_id_unique" UNIQUE("smart_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"transaction_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_date" date NOT NULL,
	"season" integer NOT NULL,
	"type" text NOT NULL,
	"nfl_id" integer NOT NULL,
	"from_team_id" text,
	"to_team_id" text,
	"details" text
);
--> statement-breakpoint
CREATE TABLE "weekly_rosters" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"team_id" text NOT NULL,
	"nfl_id" integer NOT NULL,
	"status" text NOT NULL,
	"position" text,
	"jersey_number" smallint,
	"depth" smallint,
	"is_practice_squad" boolean DEFAULT false NOT NULL,
	CONSTRAINT "weekly_rosters_season_season_type_week_team_id_nfl_id_pk" PRIMARY KEY("season","season_type","week","team_id","nfl_id"),
	CONSTRAINT "weekly_rosters_season_type_check" CHECK ("weekly_rosters"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"game_id" bigint NOT NULL,
	"play_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"week_slug" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"drive" smallint,
	"quarter" smallint NOT NULL,
	"clock" text NOT NULL,
	"clock_seconds" smallint NOT NULL,
	"down" smallint,
	"distance" smallint,
	"yards_to_go_type" text,
	"yard_line" text,
	"yardline_number" smallint,
	"possession_team_id" text NOT NULL,
	"defense_team_id" text NOT NULL,
	"play_type" text NOT NULL,
	"description" text NOT NULL,
	"yards_gained" smallint DEFAULT 0 NOT NULL,
	"is_snap" boolean DEFAULT true NOT NULL,
	"is_no_play" boolean DEFAULT false NOT NULL,
	"is_penalty" boolean DEFAULT false NOT NULL,
	"penalty_yards" smallint,
	"penalty_team_id" text,
	"first_down" boolean DEFAULT false NOT NULL,
	"is_turnover" boolean DEFAULT false NOT NULL,
	"is_safety" boolean DEFAULT false NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"scoring_team_id" text,
	"kick_result" text,
	"kick_distance" smallint,
	"return_yards" smallint,
	"pass_play" boolean DEFAULT false NOT NULL,
	"run_play" boolean DEFAULT false NOT NULL,
	"redzone" boolean DEFAULT false NOT NULL,
	"goal_to_go" boolean DEFAULT false NOT NULL,
	"touchdown" boolean DEFAULT false NOT NULL,
	"scoring" boolean DEFAULT false NOT NULL,
	"air_yards" double precision,
	"air_yard_type" text,
	"time_to_throw" double precision,
	"dropback_time_type" text,
	"attempt" boolean DEFAULT false NOT NULL,
	"completion" boolean DEFAULT false NOT NULL,
	"interception" boolean DEFAULT false NOT NULL,
	"play_action" boolean DEFAULT false NOT NULL,
	"dropback" boolean DEFAULT false NOT NULL,
	"rush_direction" text,
	"carries" smallint DEFAULT 0 NOT NULL,
	"fumble" boolean DEFAULT false NOT NULL,
	"fumble_lost" boolean DEFAULT false NOT NULL,
	"rush_10_plus_yards" boolean DEFAULT false NOT NULL,
	"receiver_alignment" text,
	"separation" double precision,
	"separation_type" text,
	"target_location" text,
	"rec_coverage_type" text,
	"reception" boolean DEFAULT false NOT NULL,
	"target" boolean DEFAULT false NOT NULL,
	"rec_motion" boolean DEFAULT false NOT NULL,
	"route_type" text,
	"def_run_stuff" boolean DEFAULT false NOT NULL,
	"def_sack" boolean DEFAULT false NOT NULL,
	"tackles" smallint DEFAULT 0 NOT NULL,
	"def_interception" boolean DEFAULT false NOT NULL,
	"def_pressure" boolean DEFAULT false NOT NULL,
	"turnovers_caused_by_pressure" boolean DEFAULT false NOT NULL,
	"def_coverage_type" text,
	"def_alignment" text,
	"stop" boolean DEFAULT false NOT NULL,
	"max_speed" double precision,
	"max_speed_type" text,
	"qb_alignment" text,
	"offense_score_differential" smallint DEFAULT 0 NOT NULL,
	"offense_score_differential_type" text,
	"defense_score_differential" smallint DEFAULT 0 NOT NULL,
	"defense_score_differential_type" text,
	"personnel_rb" smallint,
	"personnel_te" smallint,
	"personnel_wr" smallint,
	"personnel_lb" smallint,
	"personnel_dl" smallint,
	"personnel_db" smallint,
	"personnel" text,
	"sack" boolean DEFAULT false NOT NULL,
	"pressure" boolean DEFAULT false NOT NULL,
	"blitz" boolean DEFAULT false NOT NULL,
	"run_stuff" boolean DEFAULT false NOT NULL,
	"defenders_in_the_box" smallint,
	"defenders_in_the_box_type" text,
	"passer_id" integer,
	"rusher_id" integer,
	"target_id" integer,
	"ball_carrier_id" integer,
	"nearest_defender_id" integer,
	"interceptor_id" integer,
	"kicker_id" integer,
	"punter_id" integer,
	"returner_id" integer,
	"route_runner_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tackler_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pass_rusher_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coverage_defender_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"offense_player_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"defense_player_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sacker_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pressure_player_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"box_defender_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tackle_stop_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"hustle_stop_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"alignments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"home_score" smallint NOT NULL,
	"visitor_score" smallint NOT NULL,
	"home_win_probability" double precision,
	"expected_points_added" double precision,
	"video_clips" jsonb,
	CONSTRAINT "plays_game_id_play_id_pk" PRIMARY KEY("game_id","play_id"),
	CONSTRAINT "plays_game_sequence_key" UNIQUE("game_id","sequence"),
	CONSTRAINT "plays_season_type_check" CHECK ("plays"."season_type" in ('PRE', 'REG', 'POST')),
	CONSTRAINT "plays_play_type_check" CHECK ("plays"."play_type" in ('play_type_rush', 'play_type_pass', 'play_type_sack', 'play_type_kickoff', 'play_type_punt', 'play_type_xp', 'play_type_field_goal', 'play_type_two_point_conversion')),
	CONSTRAINT "plays_quarter_range" CHECK ("plays"."quarter" between 1 and 5),
	CONSTRAINT "plays_down_range" CHECK ("plays"."down" is null or "plays"."down" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "fantasy_season_stats" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"nfl_id" integer NOT NULL,
	"team_id" text,
	"position" text NOT NULL,
	"games_played" smallint DEFAULT 0 NOT NULL,
	"fp_std" double precision DEFAULT 0 NOT NULL,
	"fp_half_ppr" double precision DEFAULT 0 NOT NULL,
	"fp_ppr" double precision DEFAULT 0 NOT NULL,
	"fp_pos_rk_std" smallint,
	"fp_pos_rk_half_ppr" smallint,
	"fp_pos_rk_ppr" smallint,
	"fp_pos_rk_lbl_std" text,
	"fp_pos_rk_lbl_half_ppr" text,
	"fp_pos_rk_lbl_ppr" text,
	"fp_pg_std" double precision DEFAULT 0 NOT NULL,
	"fp_pg_half_ppr" double precision DEFAULT 0 NOT NULL,
	"fp_pg_ppr" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "fantasy_season_stats_season_season_type_nfl_id_pk" PRIMARY KEY("season","season_type","nfl_id"),
	CONSTRAINT "fantasy_season_stats_season_type_check" CHECK ("fantasy_season_stats"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "feed_state" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"seed" text,
	"processed_through" timestamp with time zone,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_game_stats" (
	"game_id" bigint NOT NULL,
	"nfl_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"position" text NOT NULL,
	"snaps" smallint DEFAULT 0 NOT NULL,
	"pass_attempts" smallint DEFAULT 0 NOT NULL,
	"pass_completions" smallint DEFAULT 0 NOT NULL,
	"pass_yards" integer DEFAULT 0 NOT NULL,
	"pass_touchdowns" smallint DEFAULT 0 NOT NULL,
	"interceptions_thrown" smallint DEFAULT 0 NOT NULL,
	"rush_attempts" smallint DEFAULT 0 NOT NULL,
	"rush_yards" integer DEFAULT 0 NOT NULL,
	"rush_touchdowns" smallint DEFAULT 0 NOT NULL,
	"targets" smallint DEFAULT 0 NOT NULL,
	"receptions" smallint DEFAULT 0 NOT NULL,
	"receiving_yards" integer DEFAULT 0 NOT NULL,
	"receiving_touchdowns" smallint DEFAULT 0 NOT NULL,
	"tackles" smallint DEFAULT 0 NOT NULL,
	"sacks" double precision DEFAULT 0 NOT NULL,
	"def_interceptions" smallint DEFAULT 0 NOT NULL,
	"fumbles_lost" smallint DEFAULT 0 NOT NULL,
	"fp_std" double precision DEFAULT 0 NOT NULL,
	"fp_half_ppr" double precision DEFAULT 0 NOT NULL,
	"fp_ppr" double precision DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "player_game_stats_game_id_nfl_id_pk" PRIMARY KEY("game_id","nfl_id"),
	CONSTRAINT "player_game_stats_season_type_check" CHECK ("player_game_stats"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "player_season_stats" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"nfl_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"games_played" smallint DEFAULT 0 NOT NULL,
	"games_dnp" smallint DEFAULT 0 NOT NULL,
	"position" text NOT NULL,
	"snaps" smallint DEFAULT 0 NOT NULL,
	"pass_attempts" smallint DEFAULT 0 NOT NULL,
	"pass_completions" smallint DEFAULT 0 NOT NULL,
	"pass_yards" integer DEFAULT 0 NOT NULL,
	"pass_touchdowns" smallint DEFAULT 0 NOT NULL,
	"interceptions_thrown" smallint DEFAULT 0 NOT NULL,
	"rush_attempts" smallint DEFAULT 0 NOT NULL,
	"rush_yards" integer DEFAULT 0 NOT NULL,
	"rush_touchdowns" smallint DEFAULT 0 NOT NULL,
	"targets" smallint DEFAULT 0 NOT NULL,
	"receptions" smallint DEFAULT 0 NOT NULL,
	"receiving_yards" integer DEFAULT 0 NOT NULL,
	"receiving_touchdowns" smallint DEFAULT 0 NOT NULL,
	"tackles" smallint DEFAULT 0 NOT NULL,
	"sacks" double precision DEFAULT 0 NOT NULL,
	"def_interceptions" smallint DEFAULT 0 NOT NULL,
	"fumbles_lost" smallint DEFAULT 0 NOT NULL,
	"fp_std" double precision DEFAULT 0 NOT NULL,
	"fp_half_ppr" double precision DEFAULT 0 NOT NULL,
	"fp_ppr" double precision DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "player_season_stats_season_season_type_nfl_id_pk" PRIMARY KEY("season","season_type","nfl_id"),
	CONSTRAINT "player_season_stats_season_type_check" CHECK ("player_season_stats"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"team_id" text NOT NULL,
	"overall_wins" smallint DEFAULT 0 NOT NULL,
	"overall_losses" smallint DEFAULT 0 NOT NULL,
	"overall_ties" smallint DEFAULT 0 NOT NULL,
	"overall_rank" smallint,
	"home_wins" smallint DEFAULT 0 NOT NULL,
	"home_losses" smallint DEFAULT 0 NOT NULL,
	"home_ties" smallint DEFAULT 0 NOT NULL,
	"home_rank" smallint,
	"road_wins" smallint DEFAULT 0 NOT NULL,
	"road_losses" smallint DEFAULT 0 NOT NULL,
	"road_ties" smallint DEFAULT 0 NOT NULL,
	"road_rank" smallint,
	"conference_wins" smallint DEFAULT 0 NOT NULL,
	"conference_losses" smallint DEFAULT 0 NOT NULL,
	"conference_ties" smallint DEFAULT 0 NOT NULL,
	"conference_rank" smallint,
	"division_wins" smallint DEFAULT 0 NOT NULL,
	"division_losses" smallint DEFAULT 0 NOT NULL,
	"division_ties" smallint DEFAULT 0 NOT NULL,
	"division_rank" smallint,
	"win_pct" double precision DEFAULT 0 NOT NULL,
	"points_for" integer DEFAULT 0 NOT NULL,
	"points_against" integer DEFAULT 0 NOT NULL,
	"streak" text,
	"clinched_home_field" boolean DEFAULT false NOT NULL,
	"clinched_division" boolean DEFAULT false NOT NULL,
	"clinched_wild_card" boolean DEFAULT false NOT NULL,
	"clinched_playoff" boolean DEFAULT false NOT NULL,
	"eliminated" boolean DEFAULT false NOT NULL,
	"seed" smallint,
	"tie_breaker" text,
	CONSTRAINT "standings_season_season_type_week_team_id_pk" PRIMARY KEY("season","season_type","week","team_id"),
	CONSTRAINT "standings_season_type_check" CHECK ("standings"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "team_game_stats" (
	"game_id" bigint NOT NULL,
	"team_id" text NOT NULL,
	"opponent_team_id" text NOT NULL,
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"week" smallint NOT NULL,
	"is_home" boolean NOT NULL,
	"points_for" integer DEFAULT 0 NOT NULL,
	"points_against" integer DEFAULT 0 NOT NULL,
	"pass_yards" integer DEFAULT 0 NOT NULL,
	"rush_yards" integer DEFAULT 0 NOT NULL,
	"total_yards" integer DEFAULT 0 NOT NULL,
	"pass_yards_allowed" integer DEFAULT 0 NOT NULL,
	"rush_yards_allowed" integer DEFAULT 0 NOT NULL,
	"total_yards_allowed" integer DEFAULT 0 NOT NULL,
	"turnovers" smallint DEFAULT 0 NOT NULL,
	"takeaways" smallint DEFAULT 0 NOT NULL,
	"offense_plays" integer DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "team_game_stats_game_id_team_id_pk" PRIMARY KEY("game_id","team_id"),
	CONSTRAINT "team_game_stats_season_type_check" CHECK ("team_game_stats"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "team_season_stats" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"team_id" text NOT NULL,
	"games" smallint DEFAULT 0 NOT NULL,
	"points_for" integer DEFAULT 0 NOT NULL,
	"points_against" integer DEFAULT 0 NOT NULL,
	"pass_yards" integer DEFAULT 0 NOT NULL,
	"rush_yards" integer DEFAULT 0 NOT NULL,
	"total_yards" integer DEFAULT 0 NOT NULL,
	"pass_yards_allowed" integer DEFAULT 0 NOT NULL,
	"rush_yards_allowed" integer DEFAULT 0 NOT NULL,
	"total_yards_allowed" integer DEFAULT 0 NOT NULL,
	"turnovers" smallint DEFAULT 0 NOT NULL,
	"takeaways" smallint DEFAULT 0 NOT NULL,
	"offense_plays" integer DEFAULT 0 NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "team_season_stats_season_season_type_team_id_pk" PRIMARY KEY("season","season_type","team_id"),
	CONSTRAINT "team_season_stats_season_type_check" CHECK ("team_season_stats"."season_type" in ('PRE', 'REG', 'POST'))
);
--> statement-breakpoint
CREATE TABLE "oidc_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_interval_check" CHECK ("plans"."interval" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_event_id" text,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_external_event_key" UNIQUE("provider","external_event_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"provider" text DEFAULT 'embedded' NOT NULL,
	"external_id" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_external_id_key" UNIQUE("provider","external_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('ACTIVE', 'CANCELLED', 'GRACE_PERIOD', 'PAUSED', 'EXPIRED')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('embedded', 'alternate'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_settings" jsonb DEFAULT '{"showOddsInfo":true,"pointsPerReception":0}'::jsonb NOT NULL,
	"favorite_teams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"event_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"page" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_film_searches" (
	"saved_search_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_film_searches_saved_search_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"filter_expression" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_film_searches_user_label_key" UNIQUE("user_id","label"),
	CONSTRAINT "saved_film_searches_user_id_lower" CHECK ("saved_film_searches"."user_id" = lower("saved_film_searches"."user_id"))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"support_message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_support_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_odds" ADD CONSTRAINT "game_odds_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_team_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_visitor_team_id_teams_team_id_fk" FOREIGN KEY ("visitor_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_possession_team_id_teams_team_id_fk" FOREIGN KEY ("possession_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_week_fk" FOREIGN KEY ("season","season_type","week") REFERENCES "public"."weeks"("season","season_type","week") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_season_seasons_season_fk" FOREIGN KEY ("season") REFERENCES "public"."seasons"("season") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depth_charts" ADD CONSTRAINT "depth_charts_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depth_charts" ADD CONSTRAINT "depth_charts_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injuries" ADD CONSTRAINT "injuries_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injuries" ADD CONSTRAINT "injuries_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_team_id_teams_team_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("team_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_from_team_id_teams_team_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_to_team_id_teams_team_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_rosters" ADD CONSTRAINT "weekly_rosters_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_rosters" ADD CONSTRAINT "weekly_rosters_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_possession_team_id_teams_team_id_fk" FOREIGN KEY ("possession_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_defense_team_id_teams_team_id_fk" FOREIGN KEY ("defense_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_penalty_team_id_teams_team_id_fk" FOREIGN KEY ("penalty_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_scoring_team_id_teams_team_id_fk" FOREIGN KEY ("scoring_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_passer_id_players_nfl_id_fk" FOREIGN KEY ("passer_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_rusher_id_players_nfl_id_fk" FOREIGN KEY ("rusher_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_target_id_players_nfl_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_ball_carrier_id_players_nfl_id_fk" FOREIGN KEY ("ball_carrier_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_nearest_defender_id_players_nfl_id_fk" FOREIGN KEY ("nearest_defender_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_interceptor_id_players_nfl_id_fk" FOREIGN KEY ("interceptor_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_kicker_id_players_nfl_id_fk" FOREIGN KEY ("kicker_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_punter_id_players_nfl_id_fk" FOREIGN KEY ("punter_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_returner_id_players_nfl_id_fk" FOREIGN KEY ("returner_id") REFERENCES "public"."players"("nfl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_season_stats" ADD CONSTRAINT "fantasy_season_stats_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_season_stats" ADD CONSTRAINT "fantasy_season_stats_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_nfl_id_players_nfl_id_fk" FOREIGN KEY ("nfl_id") REFERENCES "public"."players"("nfl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_game_stats" ADD CONSTRAINT "team_game_stats_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_game_stats" ADD CONSTRAINT "team_game_stats_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_game_stats" ADD CONSTRAINT "team_game_stats_opponent_team_id_teams_team_id_fk" FOREIGN KEY ("opponent_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_season_stats" ADD CONSTRAINT "team_season_stats_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_season_week_idx" ON "games" USING btree ("season","season_type","week");--> statement-breakpoint
CREATE INDEX "games_home_team_idx" ON "games" USING btree ("home_team_id","season");--> statement-breakpoint
CREATE INDEX "games_visitor_team_idx" ON "games" USING btree ("visitor_team_id","season");--> statement-breakpoint
CREATE INDEX "games_iso_time_idx" ON "games" USING btree ("iso_time");--> statement-breakpoint
CREATE INDEX "depth_charts_player_idx" ON "depth_charts" USING btree ("nfl_id","season");--> statement-breakpoint
CREATE INDEX "injuries_team_week_idx" ON "injuries" USING btree ("team_id","season","season_type","week");--> statement-breakpoint
CREATE INDEX "players_current_team_idx" ON "players" USING btree ("current_team_id");--> statement-breakpoint
CREATE INDEX "players_display_name_lower_idx" ON "players" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "players_last_name_lower_idx" ON "players" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "transactions_from_team_idx" ON "transactions" USING btree ("from_team_id","season");--> statement-breakpoint
CREATE INDEX "transactions_to_team_idx" ON "transactions" USING btree ("to_team_id","season");--> statement-breakpoint
CREATE INDEX "transactions_player_idx" ON "transactions" USING btree ("nfl_id");--> statement-breakpoint
CREATE INDEX "weekly_rosters_player_idx" ON "weekly_rosters" USING btree ("nfl_id","season");--> statement-breakpoint
CREATE INDEX "plays_season_week_idx" ON "plays" USING btree ("season","season_type","week");--> statement-breakpoint
CREATE INDEX "plays_possession_team_idx" ON "plays" USING btree ("possession_team_id","season","season_type");--> statement-breakpoint
CREATE INDEX "plays_defense_team_idx" ON "plays" USING btree ("defense_team_id","season","season_type");--> statement-breakpoint
CREATE INDEX "plays_passer_idx" ON "plays" USING btree ("passer_id","season") WHERE "plays"."passer_id" is not null;--> statement-breakpoint
CREATE INDEX "plays_rusher_idx" ON "plays" USING btree ("rusher_id","season") WHERE "plays"."rusher_id" is not null;--> statement-breakpoint
CREATE INDEX "plays_target_idx" ON "plays" USING btree ("target_id","season") WHERE "plays"."target_id" is not null;--> statement-breakpoint
CREATE INDEX "plays_route_runner_ids_idx" ON "plays" USING gin ("route_runner_ids");--> statement-breakpoint
CREATE INDEX "plays_tackler_ids_idx" ON "plays" USING gin ("tackler_ids");--> statement-breakpoint
CREATE INDEX "plays_pass_rusher_ids_idx" ON "plays" USING gin ("pass_rusher_ids");--> statement-breakpoint
CREATE INDEX "plays_coverage_defender_ids_idx" ON "plays" USING gin ("coverage_defender_ids");--> statement-breakpoint
CREATE INDEX "plays_offense_player_ids_idx" ON "plays" USING gin ("offense_player_ids");--> statement-breakpoint
CREATE INDEX "plays_defense_player_ids_idx" ON "plays" USING gin ("defense_player_ids");--> statement-breakpoint
CREATE INDEX "fantasy_season_stats_rank_idx" ON "fantasy_season_stats" USING btree ("season","season_type","fp_std" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_game_stats_player_idx" ON "player_game_stats" USING btree ("nfl_id","season","season_type");--> statement-breakpoint
CREATE INDEX "player_game_stats_week_idx" ON "player_game_stats" USING btree ("season","season_type","week");--> statement-breakpoint
CREATE INDEX "player_game_stats_team_idx" ON "player_game_stats" USING btree ("team_id","season","season_type");--> statement-breakpoint
CREATE INDEX "player_season_stats_team_idx" ON "player_season_stats" USING btree ("team_id","season","season_type");--> statement-breakpoint
CREATE INDEX "player_season_stats_position_idx" ON "player_season_stats" USING btree ("season","season_type","position");--> statement-breakpoint
CREATE INDEX "team_game_stats_team_idx" ON "team_game_stats" USING btree ("team_id","season","season_type");--> statement-breakpoint
CREATE INDEX "team_game_stats_week_idx" ON "team_game_stats" USING btree ("season","season_type","week");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_user_idx" ON "subscription_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at");