// Vitest setup for Node tests: nothing global beyond what each test creates itself
// (a fresh fake IndexedDB per backend; see mocks/test/test-api.ts).
import 'fake-indexeddb/auto'

// Property tests replay identically from run to run: fast-check draws from one fixed seed (a
// failure's report names its seed and path). FC_SEED=<n> replays another seed; FC_SEED=random
// explores fresh cases on each run (worth doing now and then, outside CI).
import fc from 'fast-check'

const seed = process.env.FC_SEED
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20_261_127 })
