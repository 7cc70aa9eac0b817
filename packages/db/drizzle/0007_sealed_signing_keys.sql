CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_sealed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_keys" ADD COLUMN "sealed_jwk" text;