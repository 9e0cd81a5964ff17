/**
 * Markets per slice of the second stage (the house's rows in them are derived, not written:
 * backend/house-rows.ts), written by a worker: small enough that an API read queued behind a
 * slice waits little, large enough that the slices' own overhead stays small.
 */
export const REST_CHUNK_MARKETS = 300
