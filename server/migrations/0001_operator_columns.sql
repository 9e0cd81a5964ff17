ALTER TABLE "accounts" ADD COLUMN "id" text GENERATED ALWAYS AS ((v->>'id')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "kind" text GENERATED ALWAYS AS ((v->>'kind')) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cash_cents" bigint GENERATED ALWAYS AS (((v->>'balanceCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "id" text GENERATED ALWAYS AS ((v->>'id')) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name" text GENERATED ALWAYS AS ((v->>'name')) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "account_id" text GENERATED ALWAYS AS ((v->>'accountId')) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "kind" text GENERATED ALWAYS AS ((v->>'kind')) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "amount_cents" bigint GENERATED ALWAYS AS (((v->>'amountCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "trade_id" text GENERATED ALWAYS AS ((v->>'refId')) STORED;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'at')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "id" text GENERATED ALWAYS AS ((v->>'id')) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "title" text GENERATED ALWAYS AS ((v->>'title')) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "category_id" text GENERATED ALWAYS AS ((v->>'categoryId')) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "status" text GENERATED ALWAYS AS ((v->>'status')) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "resolution" text GENERATED ALWAYS AS ((v->>'resolution')) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "closes_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'closesAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "resolved_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'resolvedAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "yes_reserve" double precision GENERATED ALWAYS AS (((v->>'yesReserve')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "no_reserve" double precision GENERATED ALWAYS AS (((v->>'noReserve')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "volume_cents" bigint GENERATED ALWAYS AS (((v->>'volumeCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "collateral_cents" bigint GENERATED ALWAYS AS (((v->>'collateralCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "trader_count" double precision GENERATED ALWAYS AS (((v->>'traderCount')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" text GENERATED ALWAYS AS ((v->>'accountId')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "side" text GENERATED ALWAYS AS ((v->>'side')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "action" text GENERATED ALWAYS AS ((v->>'action')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text GENERATED ALWAYS AS ((v->>'status')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity" double precision GENERATED ALWAYS AS (((v->>'quantity')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "filled_quantity" double precision GENERATED ALWAYS AS (((v->>'filledQuantity')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "limit_price_cents" bigint GENERATED ALWAYS AS (((v->>'limitPriceCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_cents" bigint GENERATED ALWAYS AS (((v->>'reservedCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'expiresAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'closedAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "account_id" text GENERATED ALWAYS AS ((v->>'accountId')) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "side" text GENERATED ALWAYS AS ((v->>'side')) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "quantity" double precision GENERATED ALWAYS AS (((v->>'quantity')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "reserved_quantity" double precision GENERATED ALWAYS AS (((v->>'reservedQuantity')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "cost_cents" bigint GENERATED ALWAYS AS (((v->>'costCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "realized_cents" bigint GENERATED ALWAYS AS (((v->>'realizedCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "payout_cents" bigint GENERATED ALWAYS AS (((v->>'payoutCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "settled" boolean GENERATED ALWAYS AS (((v->>'settled')::boolean)) STORED;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "updated_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'updatedAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_id" text GENERATED ALWAYS AS ((v->>'userId')) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'expiresAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "id" text GENERATED ALWAYS AS ((v->>'id')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "account_id" text GENERATED ALWAYS AS ((v->>'accountId')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "side" text GENERATED ALWAYS AS ((v->>'side')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "action" text GENERATED ALWAYS AS ((v->>'action')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "quantity" double precision GENERATED ALWAYS AS (((v->>'quantity')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "price_cents" double precision GENERATED ALWAYS AS (((v->>'priceCents')::double precision)) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "cash_cents" bigint GENERATED ALWAYS AS (((v->>'cashCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "fee_cents" bigint GENERATED ALWAYS AS (((v->>'feeCents')::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "order_id" text GENERATED ALWAYS AS ((v->>'orderId')) STORED;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id" text GENERATED ALWAYS AS ((v->>'id')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text GENERATED ALWAYS AS ((v->>'username')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text GENERATED ALWAYS AS ((v->>'role')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text GENERATED ALWAYS AS ((v->>'firstName')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text GENERATED ALWAYS AS ((v->>'lastName')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text GENERATED ALWAYS AS ((v->>'email')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
ALTER TABLE "watchlist" ADD COLUMN "user_id" text GENERATED ALWAYS AS ((v->>'userId')) STORED;--> statement-breakpoint
ALTER TABLE "watchlist" ADD COLUMN "market_id" text GENERATED ALWAYS AS ((v->>'marketId')) STORED;--> statement-breakpoint
ALTER TABLE "watchlist" ADD COLUMN "created_at" timestamp with time zone GENERATED ALWAYS AS (to_timestamp((v->>'createdAt')::double precision / 1000)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_id" ON "accounts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_id" ON "categories" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_id" ON "markets" USING btree ("id");--> statement-breakpoint
CREATE INDEX "positions_account_id" ON "positions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "trades_market_id_created_at" ON "trades" USING btree ("market_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_id" ON "users" USING btree ("id");--> statement-breakpoint
CREATE INDEX "users_username" ON "users" USING btree ("username");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" IN ('user', 'sim', 'house'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_cash" CHECK ("accounts"."cash_cents" >= 0);--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_kind" CHECK ("ledger"."kind" IN ('deposit', 'trade', 'fee', 'settlement', 'liquidity_add', 'liquidity_remove', 'fee_claim', 'order_reserve', 'order_release'));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_status" CHECK ("markets"."status" IN ('active', 'closed', 'resolved'));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_resolution" CHECK ("markets"."resolution" IN ('yes', 'no'));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_pool" CHECK ("markets"."yes_reserve" > 0 AND "markets"."no_reserve" > 0);--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_cash" CHECK ("markets"."collateral_cents" >= 0 AND "markets"."volume_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_side" CHECK ("orders"."side" IN ('yes', 'no') AND "orders"."action" IN ('buy', 'sell'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('open', 'filled', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price" CHECK ("orders"."limit_price_cents" BETWEEN 1 AND 99);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_filled" CHECK ("orders"."filled_quantity" BETWEEN 0 AND "orders"."quantity" AND "orders"."reserved_cents" >= 0);--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_side" CHECK ("positions"."side" IN ('yes', 'no'));--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_quantity" CHECK ("positions"."quantity" >= 0 AND "positions"."reserved_quantity" BETWEEN 0 AND "positions"."quantity");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_side" CHECK ("trades"."side" IN ('yes', 'no') AND "trades"."action" IN ('buy', 'sell'));--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_amounts" CHECK ("trades"."quantity" > 0 AND "trades"."cash_cents" >= 0 AND "trades"."fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" IN ('user', 'admin'));--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Trades and ledger entries are written once and never changed (a reset may still delete them).
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed once written', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "trades_append_only" BEFORE UPDATE ON "trades" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_append_only" BEFORE UPDATE ON "ledger" FOR EACH ROW EXECUTE FUNCTION "append_only"();