-- What lets one statement read the rows a trade needs, found by the statement itself (a trade
-- reads the accounts, positions and trader stats of the owners of the orders resting in its
-- market, and its flow bucket: server/store/dexie-postgres.ts, readMarket). Written by hand
-- (drizzle-kit generate --custom): server/store/schema.ts does not declare these.
--
-- The positions of some accounts in one market, and trader stats by id.
CREATE INDEX IF NOT EXISTS "positions_market_id_account_id" ON "positions" USING btree ("market_id", "account_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trader_stats_id" ON "trader_stats" USING btree ((v ->> 'id'));
--> statement-breakpoint
-- An id's key as the store writes it (server/store/key-codec.ts, encodeKey of a string): the
-- string tag 0x30, each character's code + 1 in three bytes, three zero bytes (a flow bucket's
-- row, whose id the statement puts together from its market's category). For ids, which are
-- ASCII: any other text gives NULL. Built with string functions (each character's code + 1 by
-- translate, the zero bytes by a regular expression): a character at a time costs ten times more.
-- Its text uses E'' escapes, so it reads the same whatever standard_conforming_strings says;
-- STABLE, as convert_to is.
DO $do$
DECLARE
  from_chars text;
  to_chars text;
BEGIN
  SELECT string_agg(chr(i), '' ORDER BY i), string_agg(chr(i + 1), '' ORDER BY i)
    INTO from_chars, to_chars
    FROM generate_series(1, 126) AS i;
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION idb_text_key(s text) RETURNS bytea LANGUAGE sql STABLE STRICT PARALLEL SAFE AS %L$f$,
    format(
      $b$SELECT CASE WHEN s ~ E'^[\\x01-\\x7e]*$' THEN decode('30' || regexp_replace(encode(convert_to(translate(s, %L, %L), 'UTF8'), 'hex'), '(..)', E'0000\\1', 'g') || '000000', 'hex') END$b$,
      from_chars,
      to_chars
    )
  );
END
$do$;
