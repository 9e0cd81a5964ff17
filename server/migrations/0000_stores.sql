CREATE TABLE "accounts" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_kind" "bytea"
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_user_id__timestamp" "bytea"
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copies" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_user_id" "bytea"
);
--> statement-breakpoint
CREATE TABLE "flow_buckets" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_hour" "bytea"
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_follower_id" "bytea",
	"ix_trader_id" "bytea"
);
--> statement-breakpoint
CREATE TABLE "histories" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_created_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_account_id" "bytea",
	"ix_market_id" "bytea"
);
--> statement-breakpoint
CREATE TABLE "lp_shares" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_account_id" "bytea",
	"ix_market_id" "bytea"
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_status__volume_cents" "bytea",
	"ix_status__created_at" "bytea",
	"ix_status__is_trending__volume_cents" "bytea",
	"ix_status__is_featured__volume_cents" "bytea",
	"ix_category_id__status__volume_cents" "bytea",
	"ix_status__closes_at" "bytea",
	"ix_kind__status__closes_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_account_id__created_at" "bytea",
	"ix_account_id__status" "bytea",
	"ix_market_id__status" "bytea",
	"ix_status__expires_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_account_id" "bytea",
	"ix_market_id" "bytea"
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_user_id" "bytea",
	"ix_expires_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "sim_traders" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_username" "bytea"
);
--> statement-breakpoint
CREATE TABLE "trader_stats" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_realized_cents" "bytea",
	"ix_volume_cents" "bytea",
	"ix_last_trade_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_account_id__created_at" "bytea",
	"ix_market_id" "bytea",
	"ix_created_at" "bytea",
	"ix_market_id__created_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "users" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_username_key" "bytea",
	"ix_role" "bytea",
	"ix_created_at" "bytea"
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"k" "bytea" PRIMARY KEY NOT NULL,
	"v" json NOT NULL,
	"ix_user_id__created_at" "bytea"
);
--> statement-breakpoint
CREATE INDEX "accounts_ix_kind" ON "accounts" USING btree ("ix_kind","k");--> statement-breakpoint
CREATE INDEX "activity_ix_user_id__timestamp" ON "activity" USING btree ("ix_user_id__timestamp","k");--> statement-breakpoint
CREATE INDEX "copies_ix_user_id" ON "copies" USING btree ("ix_user_id","k");--> statement-breakpoint
CREATE INDEX "flow_buckets_ix_hour" ON "flow_buckets" USING btree ("ix_hour","k");--> statement-breakpoint
CREATE INDEX "follows_ix_follower_id" ON "follows" USING btree ("ix_follower_id","k");--> statement-breakpoint
CREATE INDEX "follows_ix_trader_id" ON "follows" USING btree ("ix_trader_id","k");--> statement-breakpoint
CREATE INDEX "idempotency_ix_created_at" ON "idempotency" USING btree ("ix_created_at","k");--> statement-breakpoint
CREATE INDEX "ledger_ix_account_id" ON "ledger" USING btree ("ix_account_id","k");--> statement-breakpoint
CREATE INDEX "ledger_ix_market_id" ON "ledger" USING btree ("ix_market_id","k");--> statement-breakpoint
CREATE INDEX "lp_shares_ix_account_id" ON "lp_shares" USING btree ("ix_account_id","k");--> statement-breakpoint
CREATE INDEX "lp_shares_ix_market_id" ON "lp_shares" USING btree ("ix_market_id","k");--> statement-breakpoint
CREATE INDEX "markets_ix_status__volume_cents" ON "markets" USING btree ("ix_status__volume_cents","k");--> statement-breakpoint
CREATE INDEX "markets_ix_status__created_at" ON "markets" USING btree ("ix_status__created_at","k");--> statement-breakpoint
CREATE INDEX "markets_ix_status__is_trending__volume_cents" ON "markets" USING btree ("ix_status__is_trending__volume_cents","k");--> statement-breakpoint
CREATE INDEX "markets_ix_status__is_featured__volume_cents" ON "markets" USING btree ("ix_status__is_featured__volume_cents","k");--> statement-breakpoint
CREATE INDEX "markets_ix_category_id__status__volume_cents" ON "markets" USING btree ("ix_category_id__status__volume_cents","k");--> statement-breakpoint
CREATE INDEX "markets_ix_status__closes_at" ON "markets" USING btree ("ix_status__closes_at","k");--> statement-breakpoint
CREATE INDEX "markets_ix_kind__status__closes_at" ON "markets" USING btree ("ix_kind__status__closes_at","k");--> statement-breakpoint
CREATE INDEX "orders_ix_account_id__created_at" ON "orders" USING btree ("ix_account_id__created_at","k");--> statement-breakpoint
CREATE INDEX "orders_ix_account_id__status" ON "orders" USING btree ("ix_account_id__status","k");--> statement-breakpoint
CREATE INDEX "orders_ix_market_id__status" ON "orders" USING btree ("ix_market_id__status","k");--> statement-breakpoint
CREATE INDEX "orders_ix_status__expires_at" ON "orders" USING btree ("ix_status__expires_at","k");--> statement-breakpoint
CREATE INDEX "positions_ix_account_id" ON "positions" USING btree ("ix_account_id","k");--> statement-breakpoint
CREATE INDEX "positions_ix_market_id" ON "positions" USING btree ("ix_market_id","k");--> statement-breakpoint
CREATE INDEX "sessions_ix_user_id" ON "sessions" USING btree ("ix_user_id","k");--> statement-breakpoint
CREATE INDEX "sessions_ix_expires_at" ON "sessions" USING btree ("ix_expires_at","k");--> statement-breakpoint
CREATE INDEX "sim_traders_ix_username" ON "sim_traders" USING btree ("ix_username","k");--> statement-breakpoint
CREATE INDEX "trader_stats_ix_realized_cents" ON "trader_stats" USING btree ("ix_realized_cents","k");--> statement-breakpoint
CREATE INDEX "trader_stats_ix_volume_cents" ON "trader_stats" USING btree ("ix_volume_cents","k");--> statement-breakpoint
CREATE INDEX "trader_stats_ix_last_trade_at" ON "trader_stats" USING btree ("ix_last_trade_at","k");--> statement-breakpoint
CREATE INDEX "trades_ix_account_id__created_at" ON "trades" USING btree ("ix_account_id__created_at","k");--> statement-breakpoint
CREATE INDEX "trades_ix_market_id" ON "trades" USING btree ("ix_market_id","k");--> statement-breakpoint
CREATE INDEX "trades_ix_created_at" ON "trades" USING btree ("ix_created_at","k");--> statement-breakpoint
CREATE INDEX "trades_ix_market_id__created_at" ON "trades" USING btree ("ix_market_id__created_at","k");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ix_username_key" ON "users" USING btree ("ix_username_key");--> statement-breakpoint
CREATE INDEX "users_ix_role" ON "users" USING btree ("ix_role","k");--> statement-breakpoint
CREATE INDEX "users_ix_created_at" ON "users" USING btree ("ix_created_at","k");--> statement-breakpoint
CREATE INDEX "watchlist_ix_user_id__created_at" ON "watchlist" USING btree ("ix_user_id__created_at","k");