import { mkdirSync, writeFileSync } from 'node:fs'

/**
 * One figure of the benchmark. `target` is { max } or { min } (or absent for a
 * figure reported without a budget); `unit` is only for display.
 */
export function figure(name, value, unit, target, note) {
  let pass = null
  if (value === null || value === undefined || Number.isNaN(value)) pass = target ? false : null
  else if (target?.max !== undefined) pass = value <= target.max
  else if (target?.min !== undefined) pass = value >= target.min
  return { name, value, unit, target: target ?? null, pass, note: note ?? '' }
}

function show(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a'
  if (typeof value !== 'number') return String(value)
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit ? ` ${unit}` : ''}`
}

function showTarget(target, unit) {
  if (!target) return ''
  return target.max !== undefined ? `≤ ${show(target.max, unit)}` : `≥ ${show(target.min, unit)}`
}

const pad = (text, width) => text + ' '.repeat(Math.max(0, width - [...text].length))

export function formatTable(figures) {
  const rows = figures.map((f) => [
    f.name,
    show(f.value, f.unit),
    showTarget(f.target, f.unit),
    f.pass === null ? '' : f.pass ? 'pass' : 'FAIL',
    f.note,
  ])
  const head = ['figure', 'value', 'target', 'result', 'note']
  const widths = head.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]].length)))
  widths[4] = 0
  const line = (cells) =>
    cells
      .map((c, i) => pad(c, widths[i]))
      .join('  ')
      .trimEnd()
  return [line(head), line(widths.map((w, i) => '-'.repeat(i === 4 ? 4 : w))), ...rows.map(line)].join('\n')
}

export function formatMachine(m) {
  return [
    `machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}`,
    `load average at start: ${m.loadAverage.join(', ')}${m.loadAverageEnd ? `; at end: ${m.loadAverageEnd.join(', ')}` : ''}`,
    `node ${m.node}; ${m.chromium}; vite ${m.vite}; react ${m.react}; lighthouse ${m.lighthouse ?? 'not installed'}`,
  ].join('\n')
}

export function writeResults(dir, result) {
  mkdirSync(dir, { recursive: true })
  const stamp = result.startedAt.replace(/[:.]/g, '-')
  const file = `${dir}/bench-${stamp}${result.label ? `-${result.label}` : ''}.json`
  writeFileSync(file, JSON.stringify(result, null, 2))
  writeFileSync(`${dir}/latest.json`, JSON.stringify(result, null, 2))
  return file
}

export function percentile(values, p) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

export const median = (values) => percentile(values, 50)
