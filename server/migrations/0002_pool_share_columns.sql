ALTER TABLE "lp_shares" ADD COLUMN "account_id" text GENERATED ALWAYS AS ((v->>'accountId')) STORED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD COLUMN "shares" double precision GENERATED ALWAYS AS (((v->>'shares')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD COLUMN "fee_debt" double precision GENERATED ALWAYS AS (((v->>'feeDebt')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD COLUMN "updated_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'updatedAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "lp_shares_total" double precision GENERATED ALWAYS AS (((v->>'lpSharesTotal')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "fee_index" double precision GENERATED ALWAYS AS (((v->>'feeIndex')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "fee_pool_cents" double precision GENERATED ALWAYS AS (((v->>'feePoolCents')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD CONSTRAINT "lp_shares_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD CONSTRAINT "lp_shares_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "lp_shares" ADD CONSTRAINT "lp_shares_shares" CHECK ("lp_shares"."shares" >= 0);