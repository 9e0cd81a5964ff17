-- A market resolves to a side or is voided: every trader refunded (src/exchange/settlement.ts).
ALTER TABLE "markets" DROP CONSTRAINT "markets_resolution";--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_resolution" CHECK ("markets"."resolution" IN ('yes', 'no', 'void'));