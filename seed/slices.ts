/**
 * Markets per slice of the second stage (the house's rows in them are derived, not written:
 * mocks/house-rows.ts): 50–70 ms in Chromium on this machine, written by a worker, so an API
 * read queued behind a slice waits little. Smaller slices cost more in all (100: ~15% slower).
 */
export const REST_CHUNK_MARKETS = 300;
