import type { Backend } from '../../backend/backend'

/** Every stored row, as one string: proves a rejected call changed nothing. */
export async function snapshot(backend: Backend): Promise<string> {
  const { db } = backend
  return db.transaction('r', db.tables, async () => {
    const tables = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const))
    return JSON.stringify(tables)
  })
}
