import { EventBoard, EventResetBody, EventSettingsBody, EventSignup, EventState } from './event'
import type { RouteSpec } from './route-spec'

/** Event mode (docs/product.md, "Event mode"). */
export const EVENT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/event',
    operationId: 'getEvent',
    tag: 'Event',
    auth: 'admin',
    summary: 'Whether sign-up is open, and how many people joined',
    success: { status: 200, description: 'The event settings.', schema: EventState },
    errors: { 403: 'Signed in without the admin role.' },
  },
  {
    method: 'GET',
    path: '/api/event/signup',
    operationId: 'getEventSignup',
    tag: 'Event',
    auth: 'public',
    summary: 'Whether sign-up is open (for /join, before anyone signs in)',
    description: 'While it is closed, /join says so instead of showing its form, and POST /api/auth/register answers 403.',
    success: { status: 200, description: 'Whether sign-up is open.', schema: EventSignup },
  },
  {
    method: 'PUT',
    path: '/api/event',
    operationId: 'setEvent',
    tag: 'Event',
    auth: 'admin',
    body: EventSettingsBody,
    summary: 'Open or close sign-up',
    description: 'While sign-up is closed, POST /api/auth/register answers 403.',
    success: { status: 200, description: 'The event settings afterwards.', schema: EventState },
    errors: { 403: 'Signed in without the admin role.' },
  },
  {
    method: 'POST',
    path: '/api/event/reset',
    operationId: 'resetEvent',
    tag: 'Event',
    auth: 'admin',
    body: EventResetBody,
    summary: 'Start the exchange over, keeping the room',
    description:
      "The seed's markets, simulated crowd and past are written afresh; every person who joined keeps their account, " +
      'with the start amount in cash and nothing else; nobody is signed out. The body must be {"confirm": true}.',
    success: { status: 200, description: 'The event settings afterwards.', schema: EventState },
    errors: { 403: 'Signed in without the admin role.' },
  },
  {
    method: 'GET',
    path: '/api/event/board',
    operationId: 'getEventBoard',
    tag: 'Event',
    auth: 'signed-in',
    summary: "The big screen: the room's leaderboard, its most traded markets, people's latest trades",
    description:
      'Leaders are the people who signed up on this exchange (not the demo accounts or simulated traders), by total P&L. ' +
      "The six markets are the most traded by people since the exchange was seeded, then among the exchange's latest 200 " +
      "trades (the room's markets first; the screen is alive before the room trades). The ticker holds the latest 8 trades " +
      "of people (user accounts) made since the exchange was seeded: never a simulated trader's, nor the seeded past's.",
    success: { status: 200, description: 'The board.', schema: EventBoard },
  },
]
