// Vitest setup for Node tests: nothing global beyond what each test creates itself
// (a fresh fake IndexedDB per backend; see mocks/test/test-api.ts).
import 'fake-indexeddb/auto'
