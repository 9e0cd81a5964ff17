-- What lets one statement read the rows a trade needs, found by the statement itself (a trade
-- reads the accounts, positions and trader stats of the owners of the orders resting in its
-- market, and its flow bucket: server/store/dexie-postgres.ts, readMarket). Written by hand
-- (drizzle-kit generate --custom): server/store/schema.ts does not declare these.
--
-- The positions of some accounts in one market, trader stats by id, and flow buckets by id (the
-- statement puts a bucket's id together from its market's category).
CREATE INDEX IF NOT EXISTS "positions_market_id_account_id" ON "positions" USING btree ("market_id", "account_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trader_stats_id" ON "trader_stats" USING btree ((v ->> 'id'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flow_buckets_id" ON "flow_buckets" USING btree ((v ->> 'id'));
