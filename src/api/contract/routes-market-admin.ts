import { z } from './zod'
import { Id } from './common'
import { CreateMarketBody, PayoutPreview, PayoutPreviewQuery, ResolveMarketBody, UpdateMarketBody } from './market-admin'
import { Market } from './markets'
import type { RouteSpec } from './route-spec'

const MarketParams = z.object({ id: Id })
const ADMIN_MARKET = "A market an admin made (the catalogue's and the simulation's resolve on their own)."

/** Markets admins make, change and resolve (docs/product.md, "Markets admins make"). */
export const MARKET_ADMIN_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/admin/markets',
    operationId: 'listAdminMarkets',
    tag: 'Admin',
    auth: 'admin',
    summary: 'The markets admins made: awaiting resolution first, then open ones closing soonest, then the latest resolved',
    success: { status: 200, description: 'At most 100 markets.', schema: z.array(Market.omit({ priceHistory: true })) },
  },
  {
    method: 'POST',
    path: '/api/admin/markets',
    operationId: 'createMarket',
    tag: 'Admin',
    auth: 'admin',
    body: CreateMarketBody,
    summary: 'List a new Yes/No market, funded by the house',
    description:
      'The house puts in liquidityCents (default 100000: $1,000) and the market opens at initialProbability percent ' +
      '(default 50; 1 opens at 2, 99 at 98, the tradable range). Only an admin resolves it. Logged as market_created.',
    success: { status: 201, description: 'The new market.', schema: Market.omit({ priceHistory: true }) },
    errors: { 404: 'Category not found.' },
  },
  {
    method: 'PATCH',
    path: '/api/admin/markets/{id}',
    operationId: 'updateMarket',
    tag: 'Admin',
    auth: 'admin',
    params: MarketParams,
    notFound: 'Market not found',
    body: UpdateMarketBody,
    summary: "Change a market's words, close time or flags",
    description:
      'Title, description and rules of a market an admin made; its close time (in the future) while it is open; the ' +
      'featured and trending flags of any market. A closed market an admin made opens again when its close time moves ahead. ' +
      "initialProbability only before the market's first trade or order: its pool opens again at that chance (no cash moves).",
    success: { status: 200, description: 'The market as changed.', schema: Market.omit({ priceHistory: true }) },
    errors: {
      409: 'The market is resolved, or (initialProbability) has traded or has orders, or is closed.',
      422: 'The words, close time or chance of a market the catalogue made (only its flags change), or an instant market.',
    },
  },
  {
    method: 'GET',
    path: '/api/admin/markets/{id}/payout-preview',
    operationId: 'previewPayout',
    tag: 'Admin',
    auth: 'admin',
    params: MarketParams,
    notFound: 'Market not found',
    query: PayoutPreviewQuery,
    summary: 'What resolving a market this way would pay, to how many traders',
    success: { status: 200, description: 'The payout; nothing is written.', schema: PayoutPreview },
    errors: { 409: 'The market is already resolved.', 422: ADMIN_MARKET.replace('A market', 'Not a market') },
  },
  {
    method: 'POST',
    path: '/api/admin/markets/{id}/resolve',
    operationId: 'resolveMarket',
    tag: 'Admin',
    auth: 'admin',
    params: MarketParams,
    notFound: 'Market not found',
    body: ResolveMarketBody,
    summary: 'Resolve a market Yes or No, or void it, and pay out at once',
    description:
      'Closes the market (now, if it is still open), cancels its open orders and releases their reserves, pays every ' +
      'winning contract $1.00 (a void instead refunds each trader what they put in, less what they took out) and the ' +
      'liquidity providers what is left. Exactly once: two admins at the same moment get one 200 and one 409. Logged ' +
      'as market_resolved (market_voided); the market page shows who resolved it and the note.',
    success: { status: 200, description: 'The resolved market.', schema: Market.omit({ priceHistory: true }) },
    errors: { 409: 'The market is already resolved.', 422: ADMIN_MARKET.replace('A market', 'Not a market') },
  },
]
