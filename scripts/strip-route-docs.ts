import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** The route tables (src/api/contract/routes*.ts): their words are for the OpenAPI document. */
const ROUTE_TABLE = /\/src\/api\/contract\/routes[^/]*\.ts$/

/** Properties whose strings only the OpenAPI document reads (scripts/openapi/document.ts). */
const DOC_STRINGS = new Set(['summary', 'description'])

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A string written in the source: a literal, a template without expressions, or literals joined with +. */
function isWords(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string'
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0
  if (node.type === 'BinaryExpression') return node.operator === '+' && isWords(node.left as Node) && isWords(node.right as Node)
  return false
}

const keyName = (node: Node): string | null => {
  const key = node.key as Node
  if (node.computed) return null
  if (key.type === 'Identifier') return key.name as string
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return null
}

/**
 * A route table's source without its documentation: `summary` and `description` strings become
 * '' and an `errors` map of statuses to words becomes {} (what the API app reads stays: paths,
 * methods, schemas, auth rules, success statuses, `notFound` words, flags). The app in the browser
 * serves the API from these tables (backend/api-app.ts) but never writes the OpenAPI document
 * (`npm run openapi` reads the sources), so its precache need not carry about 11 KB of words.
 */
export function stripRouteDocs(code: string, filename: string): string {
  const program = parseAst(code, { lang: 'ts', sourceType: 'module' }, filename) as unknown as Node
  const cuts: Array<[number, number, string]> = []
  const visit = (node: Node): void => {
    if (node.type === 'Property' && !node.method && !node.shorthand) {
      const name = keyName(node)
      const value = node.value as Node
      if (name !== null && DOC_STRINGS.has(name) && isWords(value)) {
        cuts.push([value.start, value.end, "''"])
        return
      }
      if (
        name === 'errors' &&
        value.type === 'ObjectExpression' &&
        (value.properties as Node[]).every((p) => p.type === 'Property' && isWords(p.value as Node))
      ) {
        cuts.push([value.start, value.end, '{}'])
        return
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c)
      if (isNode(child)) visit(child)
    }
  }
  visit(program)
  let out = code
  for (const [start, end, text] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end)
  return out
}

/** In the app's build only: the route tables' documentation left out (stripRouteDocs). */
export function stripRouteDocsPlugin(): Plugin {
  return {
    name: 'foresight-strip-route-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null
      return { code: stripRouteDocs(code, id), map: null }
    },
  }
}
