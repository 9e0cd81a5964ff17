import { beforeAll, describe, expect, it } from 'vitest'
import { EVENT_LEADERS, EVENT_TICKER, type EventBoard, type EventSignup, type EventState } from '../src/api/contract'
import { ADMIN, ContractClient, signedIn, uniqueUsername } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let admin: ContractClient

beforeAll(async () => {
  ;[demo, admin] = await Promise.all([signedIn(), signedIn(ADMIN)])
})

describe('event mode', () => {
  it('GET /api/event: 401 signed out, 403 for a non-admin, the settings for an admin', async () => {
    expectError(await new ContractClient().get('/api/event'), 401)
    expectError(await demo.get('/api/event'), 403)
    const state = expectOk<EventState>('GET /api/event', await admin.get('/api/event'))
    expect(typeof state.signupOpen).toBe('boolean')
  })

  it('PUT /api/event closes sign-up (register answers 403) and opens it again; 400 for a bad body', async () => {
    expectError(await demo.put('/api/event', { signupOpen: false }), 403)
    expectError(await admin.put('/api/event', { signupOpen: 'no' }), 400)
    expectError(await admin.put('/api/event', { signupOpen: false, extra: true }), 400)
    const username = uniqueUsername('ev')
    try {
      expect(expectOk<EventState>('PUT /api/event', await admin.put('/api/event', { signupOpen: false })).signupOpen).toBe(false)
      expectError(await new ContractClient().post('/api/auth/register', { username, password: 'secret123' }), 403)
      // /join asks, signed out, before showing its form.
      expect(expectOk<EventSignup>('GET /api/event/signup', await new ContractClient().get('/api/event/signup'))).toEqual({
        signupOpen: false,
      })
    } finally {
      expect(expectOk<EventState>('PUT /api/event', await admin.put('/api/event', { signupOpen: true })).signupOpen).toBe(true)
      expect(expectOk<EventSignup>('GET /api/event/signup', await new ContractClient().get('/api/event/signup'))).toEqual({
        signupOpen: true,
      })
    }
    expect((await new ContractClient().post('/api/auth/register', { username, password: 'secret123' })).status).toBe(201)
  })

  it('GET /api/event/board: 401 signed out; the board signed in', async () => {
    expectError(await new ContractClient().get('/api/event/board'), 401)
    const board = expectOk<EventBoard>('GET /api/event/board', await demo.get('/api/event/board'))
    expect(board.leaders.length).toBeLessThanOrEqual(EVENT_LEADERS)
    expect(board.trades.length).toBeLessThanOrEqual(EVENT_TICKER)
  })

  // A full rewrite of the catalogue: slow on a busy machine.
  it('POST /api/event/reset: 403 for a non-admin; starts over and keeps everyone signed in', { timeout: 120_000 }, async () => {
    expectError(await new ContractClient().post('/api/event/reset', { confirm: true }), 401)
    expectError(await demo.post('/api/event/reset', { confirm: true }), 403)
    expectError(await admin.post('/api/event/reset', { confirm: false }), 400)
    const state = expectOk<EventState>('POST /api/event/reset', await admin.post('/api/event/reset', { confirm: true }))
    expect(state.signupOpen).toBe(true)
    expectOk('GET /api/auth/user', await admin.get('/api/auth/user'))
    expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  })
})
