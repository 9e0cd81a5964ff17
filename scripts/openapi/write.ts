import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildOpenApiDocument } from './document'

export const OPENAPI_PATH = 'docs/openapi.json'

/** The document exactly as committed: 2-space JSON with a final newline. */
export function renderOpenApiDocument(): string {
  const { version } = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string }
  return `${JSON.stringify(buildOpenApiDocument(version), null, 2)}\n`
}

export function writeOpenApiDocument(): string {
  writeFileSync(resolve(OPENAPI_PATH), renderOpenApiDocument())
  return OPENAPI_PATH
}
