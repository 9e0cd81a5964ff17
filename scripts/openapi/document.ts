import { IDEMPOTENCY_HEADER } from '../../src/api/contract'
import { ROUTES } from '../../src/api/contract/routes'
import { errorStatuses, type RouteSpec } from '../../src/api/contract/route-spec'
import { API_DESCRIPTION } from './info'
import { createSchemaWriter } from './schemas'

type Json = Record<string, unknown>
type Writer = ReturnType<typeof createSchemaWriter>

const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Accounts and sessions.',
  Markets: 'Categories and markets (public).',
  Trading: 'Trades and portfolios.',
  Activity: 'The activity log.',
  Admin: 'User administration (admin role).',
  Liquidity: "Liquidity pools: providing the market maker's funds for a share of the fees.",
  Instant: 'Instant markets that open and settle within minutes.',
  Social: 'Traders to follow and copy.',
  Insights: 'Generated market analysis.',
  Demo: 'Demo controls of the in-browser exchange (not implemented by real backends).',
}

/** Every tag the routes use, in the table's order. */
function tags(routes: readonly RouteSpec[]) {
  return [...new Set(routes.map((r) => r.tag))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }))
}

const json = (schema: Json) => ({ 'application/json': { schema } })
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' }
const AUTH_TEXT: Record<RouteSpec['auth'], string> = {
  public: 'Public.',
  'signed-in': 'Signed in (401 otherwise).',
  admin: 'Admin only (401 signed out, 403 without the admin role).',
  'own-or-admin': "The user's own data, or an admin (401 signed out, 403 otherwise).",
}

function successResponse(route: RouteSpec, writer: Writer): Json {
  const { success } = route
  const headers: Json = {}
  for (const [name, header] of Object.entries(success.headers ?? {})) {
    headers[name] = { description: header.description, schema: writer.schemaFor(header.schema) }
  }
  if (route.sessionCookie)
    headers['Set-Cookie'] = { $ref: `#/components/headers/${route.sessionCookie === 'sets' ? 'SetSession' : 'ClearSession'}` }
  if (route.navigation) headers.Location = { description: 'Where the browser goes next.', schema: { type: 'string' } }
  return {
    description: success.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(success.schema ? { content: json(writer.schemaFor(success.schema)) } : {}),
  }
}

function operation(route: RouteSpec, writer: Writer): Json {
  const parameters = [
    ...(route.params ? writer.parameters(route.params, 'path') : []),
    ...(route.query ? writer.parameters(route.query, 'query') : []),
    ...(route.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ]
  const responses: Json = { [route.success.status]: successResponse(route, writer) }
  for (const [status, description] of Object.entries(errorStatuses(route))) {
    responses[status] = { description, content: json(ERROR_REF) }
  }
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, AUTH_TEXT[route.auth]].filter(Boolean).join('\n\n'),
    security: route.auth === 'public' ? [] : [{ session: [] }],
    'x-auth': route.auth,
    ...(route.inBrowserOnly ? { 'x-in-browser-only': true } : {}),
    ...(route.navigation ? { 'x-browser-navigation': true } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: json(writer.schemaFor(route.body)) } } : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of every route in the contract's route table. */
export function buildOpenApiDocument(version: string, routes: readonly RouteSpec[] = ROUTES): Json {
  const writer = createSchemaWriter()
  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const item = (paths[route.path] ??= {})
    const method = route.method.toLowerCase()
    if (item[method]) throw new Error(`${route.method} ${route.path} is listed twice`)
    item[method] = operation(route, writer)
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Foresight API', version, description: API_DESCRIPTION },
    servers: [{ url: '/', description: "The app's origin (in-browser exchange) or the configured backend base URL." }],
    tags: tags(routes),
    security: [],
    paths,
    components: {
      schemas: writer.components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'fs_session', description: 'The session cookie set by sign-in.' },
      },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description: 'Same key and body: the first answer again, nothing booked twice. Same key, other body: 422.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,128}$' },
        },
      },
      headers: {
        SetSession: {
          description: 'fs_session=<token>; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=<seconds>',
          schema: { type: 'string' },
        },
        ClearSession: { description: 'fs_session=; Path=/; Max-Age=0 (the session is ended).', schema: { type: 'string' } },
      },
    },
  }
}
