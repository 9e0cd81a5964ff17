// npm run openapi: writes docs/openapi.json from the contract's route table and zod schemas.
// The TypeScript generator runs through Vite's module runner (Node 20 cannot strip types).
import { runnerImport } from 'vite'

const { module } = await runnerImport('./scripts/openapi/write.ts')
const path = await module.writeOpenApiDocument()
console.log(`wrote ${path}`)
