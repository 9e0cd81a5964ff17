import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForesightDB } from '../../backend/db'
import { storeOn } from '../test/databases'
import { databaseCounters, inlineParams } from './sql'

/** What server/store/dexie-postgres.ts sends: a transaction's statements share round trips, in the order asked. */
const TRICKY = `it's "quoted" \\ back\\slashed, $1 and $2, 100% ünïcode ✓; DROP TABLE follows; --`

const noteOf = (row: object | undefined) => (row as { note?: unknown } | undefined)?.note
const follow = (id: string, note?: unknown) => ({ id, followerId: `f-${id}`, traderId: 't-1', createdAt: 0, note })

describe.each(['postgres', 'pglite'] as const)('a store transaction on %s', (kind) => {
  let db: ForesightDB
  let close: () => Promise<void> = async () => undefined

  beforeAll(async () => {
    ;({ db, close } = await storeOn(kind, 'batching'))
    await db.follows.bulkPut([follow('a'), follow('b'), follow('c')])
  }, 120_000)

  afterAll(() => close())

  /** Round trips the work's transaction made. */
  async function tripsOf<T>(work: () => Promise<T>): Promise<{ trips: number; value: T }> {
    const before = databaseCounters.roundTrips
    const value = await work()
    return { trips: databaseCounters.roundTrips - before, value }
  }

  it('sends reads asked for together in one round trip, with its BEGIN, then the COMMIT', async () => {
    const { trips, value } = await tripsOf(() =>
      db.transaction('rw', [db.follows], () =>
        Promise.all([
          db.follows.get('a'),
          db.follows.bulkGet(['b', 'c', 'missing']),
          db.follows.where('traderId').equals('t-1').toArray(),
          db.follows.where('followerId').equals('f-a').count(),
        ]),
      ),
    )
    expect(value[0]?.id).toBe('a')
    expect(value[1].map((f) => f?.id)).toEqual(['b', 'c', undefined])
    expect(value[2].map((f) => f.id).sort()).toEqual(['a', 'b', 'c'])
    expect(value[3]).toBe(1)
    expect(trips).toBe(2)
  })

  it('runs every request in the order asked: a read after a write sees it, one before does not', async () => {
    const { value } = await tripsOf(() =>
      db.transaction('rw', [db.follows], async () => {
        const before = db.follows.get('new')
        const added = db.follows.add(follow('new', 'first'))
        const after = db.follows.get('new')
        await db.follows.put(follow('new', 'second'))
        const last = await db.follows.get('new')
        return { before: await before, added: await added, after: await after, last }
      }),
    )
    expect(value.before).toBeUndefined()
    expect(value.added).toBe('new')
    expect(noteOf(value.after)).toBe('first')
    expect(noteOf(value.last)).toBe('second')
  })

  it('writes values with quotes, backslashes, $n and unicode exactly, batched beside other statements', async () => {
    const note = { text: TRICKY, list: [TRICKY, null, 1.5, true], nested: { $1: "'" } }
    await db.transaction('rw', [db.follows], () =>
      Promise.all([db.follows.add(follow('tricky', note)), db.follows.get('a'), db.follows.add(follow(TRICKY, TRICKY))]),
    )
    expect(noteOf(await db.follows.get('tricky'))).toEqual(note)
    expect(noteOf(await db.follows.get(TRICKY))).toBe(TRICKY)
    expect((await db.follows.bulkGet(['tricky', TRICKY])).map((f) => f?.id)).toEqual(['tricky', TRICKY])
  })

  it('fails an add of a taken key in a batch, and the transaction writes nothing', async () => {
    await expect(
      db.transaction('rw', [db.follows], () => Promise.all([db.follows.add(follow('fresh')), db.follows.add(follow('a'))])),
    ).rejects.toThrow()
    expect(await db.follows.get('fresh')).toBeUndefined()
  })
})

describe('inlineParams', () => {
  it('writes text, numbers, booleans, null and arrays of text as literals, $10 apart from $1', () => {
    const params = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', "j'", 2, true, null, ['x', 'y"', null]]
    expect(inlineParams({ text: 'SELECT $1, $10, $11, $12, $13, $14::text[]', params })).toBe(
      // A backslash makes an E'' literal, its backslashes doubled.
      `SELECT 'a', 'j''', 2, TRUE, NULL,  E'{"x","y\\\\"",NULL}'::text[]`,
    )
    expect(inlineParams({ text: 'SELECT 1' })).toBe('SELECT 1')
  })
})
