import { z } from '../../src/api/contract/zod'
import * as C from '../../src/api/contract'
import { MarketDetail, MarketListItem } from '../../src/api/contract/routes'

type Json = Record<string, unknown>

const NAMED_KINDS = new Set(['object', 'enum', 'union', 'intersection'])

/**
 * Named schemas: every object, enum and union the contract exports (query-string
 * schemas aside: they become parameters) plus the route table's own. They become
 * components/schemas, and every use of one becomes a $ref.
 */
export function componentSchemas(): Record<string, z.ZodType> {
  const named: Record<string, z.ZodType> = {}
  for (const [name, value] of Object.entries({ ...C, MarketListItem, MarketDetail })) {
    if (!(value instanceof z.ZodType) || name.endsWith('Query') || !/^[A-Z]/.test(name)) continue
    if (NAMED_KINDS.has(value.def.type)) named[name] = value
  }
  return Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)))
}

const SAFE_INT = Number.MAX_SAFE_INTEGER

/** Drops JSON Schema noise: per-schema $schema/$id and zod's ±2^53 bounds of plain integers. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy)
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id') continue
    if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT)) continue
    out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : tidy(value)
  }
  return out
}

/**
 * Converts contract schemas to OpenAPI 3.1 (JSON Schema 2020-12) with zod 4's own
 * z.toJSONSchema, so the document is derived from the very schemas the client and
 * handlers use. 'input' mode: requests are described as sent, and response objects
 * stay open to new fields (a client parses them with z.object, which ignores extras).
 */
export function createSchemaWriter() {
  const registry = z.registry<{ id: string }>()
  const named = componentSchemas()
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id })
  const ids = new Map(Object.entries(named).map(([id, schema]) => [schema as z.ZodType, id]))

  const all = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Json }
  const components = tidy(all.schemas) as Json

  function schemaFor(schema: z.ZodType): Json {
    const id = ids.get(schema)
    if (id) return { $ref: `#/components/schemas/${id}` }
    const json = z.toJSONSchema(schema, { io: 'input', metadata: registry }) as Json
    const { $defs, ...rest } = json
    // Every $def is a registered component: the inline copy must match the component exactly.
    for (const [defId, def] of Object.entries(($defs ?? {}) as Json)) {
      if (JSON.stringify(tidy(def)) !== JSON.stringify(components[defId]))
        throw new Error(`schema ${defId} differs from its component`)
    }
    return tidy(rest) as Json
  }

  /** An object schema's properties as OpenAPI parameters (path or query). */
  function parameters(schema: z.ZodObject, location: 'path' | 'query'): Json[] {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Json; required?: string[] }
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(name),
      schema: tidy(property),
    }))
  }

  return { components, schemaFor, parameters }
}
