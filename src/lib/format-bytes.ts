const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

/** Storage sizes for people: "512 bytes", "3.4 MB", "1.2 GB" (decimal units, as browsers report quota). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 999.5) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes
  let unit: (typeof UNITS)[number] = 'KB'
  for (const next of UNITS) {
    value /= 1000
    unit = next
    if (value < 999.5) break
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`
}
