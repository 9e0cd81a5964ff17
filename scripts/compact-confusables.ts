import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const DATA = '/node_modules/unhomoglyph/data.json'

/**
 * The module code for the confusables table (unhomoglyph's data.json, one JSON object of 6,000
 * one-character keys, for src/api/contract/name-skeleton.ts). Read as JSON the bundler gives every
 * key a getter (140 KB); one JSON.parse of it is 80 KB, three quarters of it the quotes, colons and
 * commas around one or two characters. Here each entry is key + `pair` + value, entries joined by
 * `entry`: two ASCII characters the table does not use, chosen when it is built (55 KB).
 */
export function confusablesModule(json: string): string {
  const entries = Object.entries(JSON.parse(json) as Record<string, string>)
  const used = entries.flat().join('')
  const [pair, entry] = [...'#@[]~`'].filter((c) => !used.includes(c))
  if (!pair || !entry) throw new Error('unhomoglyph/data.json: no two free separators left for the compact table')
  const packed = entries.map(([key, value]) => key + pair + value).join(entry)
  const q = JSON.stringify
  return `module.exports=Object.fromEntries(${q(packed)}.split(${q(entry)}).map((e)=>e.split(${q(pair)})))`
}

export function compactConfusables(): Plugin {
  return {
    name: 'foresight-compact-confusables',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(DATA)) return null
      return { code: confusablesModule(readFileSync(id, 'utf8')), moduleType: 'js' }
    },
  }
}
