ALTER TABLE "accounts" ALTER COLUMN "id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "kind" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "cash_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "account_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "kind" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "amount_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "trade_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lp_shares" ALTER COLUMN "account_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lp_shares" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lp_shares" ALTER COLUMN "shares" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lp_shares" ALTER COLUMN "fee_debt" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lp_shares" ALTER COLUMN "updated_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "title" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "category_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "status" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "resolution" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "closes_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "resolved_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "yes_reserve" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "no_reserve" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "volume_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "collateral_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "trader_count" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "lp_shares_total" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "fee_index" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "markets" ALTER COLUMN "fee_pool_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "account_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "side" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "action" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quantity" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "filled_quantity" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "limit_price_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reserved_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "expires_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "closed_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "account_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "side" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "quantity" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "reserved_quantity" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "cost_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "realized_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "payout_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "settled" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "updated_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "expires_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "account_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "side" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "action" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "quantity" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "price_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "cash_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "fee_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "order_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_name" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "watchlist" ALTER COLUMN "user_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "watchlist" ALTER COLUMN "market_id" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "watchlist" ALTER COLUMN "created_at" DROP EXPRESSION;--> statement-breakpoint
-- The typed columns are the rows' fields from now on (server/store/row-columns.ts): each row's `v`
-- keeps only what no column gives back exactly (a null, a time with a fraction of a millisecond,
-- the free-form parts). Generated until now, the columns already hold every row's values. The
-- trades and the ledger stay append-only for everyone else: their triggers are off for this only.
ALTER TABLE "trades" DISABLE TRIGGER "trades_append_only";--> statement-breakpoint
ALTER TABLE "ledger" DISABLE TRIGGER "ledger_append_only";--> statement-breakpoint
-- Foreign keys checked at each statement here: the triggers go back on only with none pending.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
UPDATE "users" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'id') = 'string' THEN 'id' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'username') = 'string' THEN 'username' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'role') = 'string' THEN 'role' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'firstName') = 'string' THEN 'firstName' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'lastName') = 'string' THEN 'lastName' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'email') = 'string' THEN 'email' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "sessions" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'userId') = 'string' THEN 'userId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'expiresAt') = 'number' AND extract(epoch from "expires_at") * 1000 = ((v::jsonb -> 'expiresAt'))::numeric THEN 'expiresAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "categories" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'id') = 'string' THEN 'id' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'name') = 'string' THEN 'name' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "markets" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'id') = 'string' THEN 'id' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'title') = 'string' THEN 'title' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'categoryId') = 'string' THEN 'categoryId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'status') = 'string' THEN 'status' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'resolution') = 'string' THEN 'resolution' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'closesAt') = 'number' AND extract(epoch from "closes_at") * 1000 = ((v::jsonb -> 'closesAt'))::numeric THEN 'closesAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'resolvedAt') = 'number' AND extract(epoch from "resolved_at") * 1000 = ((v::jsonb -> 'resolvedAt'))::numeric THEN 'resolvedAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'yesReserve') = 'number' THEN 'yesReserve' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'noReserve') = 'number' THEN 'noReserve' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'volumeCents') = 'number' AND ((v::jsonb -> 'volumeCents'))::numeric = trunc(((v::jsonb -> 'volumeCents'))::numeric) THEN 'volumeCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'collateralCents') = 'number' AND ((v::jsonb -> 'collateralCents'))::numeric = trunc(((v::jsonb -> 'collateralCents'))::numeric) THEN 'collateralCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'traderCount') = 'number' THEN 'traderCount' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'lpSharesTotal') = 'number' THEN 'lpSharesTotal' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'feeIndex') = 'number' THEN 'feeIndex' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'feePoolCents') = 'number' THEN 'feePoolCents' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "accounts" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'id') = 'string' THEN 'id' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'kind') = 'string' THEN 'kind' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'balanceCents') = 'number' AND ((v::jsonb -> 'balanceCents'))::numeric = trunc(((v::jsonb -> 'balanceCents'))::numeric) THEN 'balanceCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "positions" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'accountId') = 'string' THEN 'accountId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'side') = 'string' THEN 'side' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'quantity') = 'number' THEN 'quantity' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'reservedQuantity') = 'number' THEN 'reservedQuantity' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'costCents') = 'number' AND ((v::jsonb -> 'costCents'))::numeric = trunc(((v::jsonb -> 'costCents'))::numeric) THEN 'costCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'realizedCents') = 'number' AND ((v::jsonb -> 'realizedCents'))::numeric = trunc(((v::jsonb -> 'realizedCents'))::numeric) THEN 'realizedCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'payoutCents') = 'number' AND ((v::jsonb -> 'payoutCents'))::numeric = trunc(((v::jsonb -> 'payoutCents'))::numeric) THEN 'payoutCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'settled') = 'boolean' THEN 'settled' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'updatedAt') = 'number' AND extract(epoch from "updated_at") * 1000 = ((v::jsonb -> 'updatedAt'))::numeric THEN 'updatedAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "lp_shares" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'accountId') = 'string' THEN 'accountId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'shares') = 'number' THEN 'shares' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'feeDebt') = 'number' THEN 'feeDebt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'updatedAt') = 'number' AND extract(epoch from "updated_at") * 1000 = ((v::jsonb -> 'updatedAt'))::numeric THEN 'updatedAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "trades" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'id') = 'string' THEN 'id' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'accountId') = 'string' THEN 'accountId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'side') = 'string' THEN 'side' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'action') = 'string' THEN 'action' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'quantity') = 'number' THEN 'quantity' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'priceCents') = 'number' THEN 'priceCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'cashCents') = 'number' AND ((v::jsonb -> 'cashCents'))::numeric = trunc(((v::jsonb -> 'cashCents'))::numeric) THEN 'cashCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'feeCents') = 'number' AND ((v::jsonb -> 'feeCents'))::numeric = trunc(((v::jsonb -> 'feeCents'))::numeric) THEN 'feeCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'orderId') = 'string' THEN 'orderId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "ledger" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'accountId') = 'string' THEN 'accountId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'kind') = 'string' THEN 'kind' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'amountCents') = 'number' AND ((v::jsonb -> 'amountCents'))::numeric = trunc(((v::jsonb -> 'amountCents'))::numeric) THEN 'amountCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'refId') = 'string' THEN 'refId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'at') = 'number' AND extract(epoch from "at") * 1000 = ((v::jsonb -> 'at'))::numeric THEN 'at' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "orders" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'accountId') = 'string' THEN 'accountId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'side') = 'string' THEN 'side' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'action') = 'string' THEN 'action' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'status') = 'string' THEN 'status' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'quantity') = 'number' THEN 'quantity' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'filledQuantity') = 'number' THEN 'filledQuantity' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'limitPriceCents') = 'number' AND ((v::jsonb -> 'limitPriceCents'))::numeric = trunc(((v::jsonb -> 'limitPriceCents'))::numeric) THEN 'limitPriceCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'reservedCents') = 'number' AND ((v::jsonb -> 'reservedCents'))::numeric = trunc(((v::jsonb -> 'reservedCents'))::numeric) THEN 'reservedCents' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'expiresAt') = 'number' AND extract(epoch from "expires_at") * 1000 = ((v::jsonb -> 'expiresAt'))::numeric THEN 'expiresAt' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'closedAt') = 'number' AND extract(epoch from "closed_at") * 1000 = ((v::jsonb -> 'closedAt'))::numeric THEN 'closedAt' END
]::text[], NULL))::json;--> statement-breakpoint
UPDATE "watchlist" SET v = (v::jsonb - array_remove(ARRAY[
  CASE WHEN jsonb_typeof(v::jsonb -> 'userId') = 'string' THEN 'userId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'marketId') = 'string' THEN 'marketId' END,
  CASE WHEN jsonb_typeof(v::jsonb -> 'createdAt') = 'number' AND extract(epoch from "created_at") * 1000 = ((v::jsonb -> 'createdAt'))::numeric THEN 'createdAt' END
]::text[], NULL))::json;--> statement-breakpoint
ALTER TABLE "trades" ENABLE TRIGGER "trades_append_only";--> statement-breakpoint
ALTER TABLE "ledger" ENABLE TRIGGER "ledger_append_only";
