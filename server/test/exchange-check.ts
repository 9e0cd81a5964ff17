import { storeInvariants } from '../../mocks/test/exchange-checks'
import { ContractClient, uniqueUsername } from '../../contract/http-client'
import { openDatabase, openStore } from '../store/database'

/** The money invariants over every row of the server's database (src/exchange/invariants.ts). */
export async function invariantsOf(databaseUrl: string, now: number): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 })
  const db = await openStore(database)
  try {
    return await storeInvariants(db, now)
  } finally {
    db.close()
    await database.close()
  }
}

/** A newly registered trader on `base` (signed in). */
export async function newTrader(base: string): Promise<{ client: ContractClient; userId: string }> {
  const client = new ContractClient(base)
  const username = uniqueUsername('srv')
  const res = await client.post('/api/auth/register', { username, password: 'secret123' })
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`)
  const login = await client.post('/api/auth/login', { username, password: 'secret123' })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`)
  return { client, userId: res.json.user.id as string }
}

/**
 * Ids of active Yes/No markets, most traded first (`query`: more of GET /api/markets's filters,
 * '&featured=true'): the tests trade them by side.
 */
export async function marketIds(base: string, count: number, query = ''): Promise<string[]> {
  const res = await new ContractClient(base).get(`/api/markets?kind=binary&limit=${count}${query}`)
  return (res.json as { id: string }[]).map((m) => m.id)
}

export const tradeBody = (marketId: string, side: 'yes' | 'no', quantity: number) => ({
  marketId,
  side,
  quantity,
  price: '50.00',
})
