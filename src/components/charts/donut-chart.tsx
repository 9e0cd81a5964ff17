import { cn } from '../ui/cn'

interface DonutSegment {
  label: string
  value: number
  /** Stroke colour class, e.g. 'stroke-yes-500'. */
  strokeClass: string
  /** Swatch colour class for the legend, e.g. 'bg-yes-500'. */
  swatchClass: string
}

const RADIUS = 40
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** Each segment's arc length and start along the circle. */
function donutArcs(segments: DonutSegment[], total: number) {
  let offset = 0
  return segments.map((s) => {
    const length = total ? (s.value / total) * CIRCUMFERENCE : 0
    const arc = { ...s, length, offset }
    offset += length
    return arc
  })
}

/** A donut of shares with a legend of counts and percents; the legend is the text alternative. */
export function DonutChart({
  segments,
  centerLabel,
  className,
}: {
  segments: DonutSegment[]
  centerLabel: string
  className?: string
}) {
  const total = segments.reduce((sum, s) => sum + s.value, 0)
  const arcs = donutArcs(segments, total)
  const share = (v: number) => (total ? Math.round((v / total) * 100) : 0)

  return (
    <div className={cn('flex flex-col items-center gap-6 sm:flex-row sm:justify-center', className)}>
      <svg viewBox="0 0 100 100" className="h-40 w-40 shrink-0" aria-hidden="true">
        {/* Arcs start at 12 o'clock and run clockwise. */}
        <g transform="rotate(-90 50 50)">
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="14" className="stroke-surface-2" />
          {arcs
            .filter((a) => a.length > 0)
            .map((a) => (
              <circle
                key={a.label}
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                strokeWidth="14"
                className={a.strokeClass}
                strokeDasharray={`${a.length} ${CIRCUMFERENCE - a.length}`}
                strokeDashoffset={-a.offset}
              />
            ))}
        </g>
        <text x="50" y="47" textAnchor="middle" dominantBaseline="central" className="fill-fg text-[20px] font-bold">
          {total}
        </text>
        <text x="50" y="63" textAnchor="middle" dominantBaseline="central" className="fill-muted text-[8px]">
          {centerLabel}
        </text>
      </svg>
      <ul className="grid w-full max-w-xs gap-2">
        {segments.map((s) => (
          <li key={s.label} className="flex items-center gap-3 rounded-lg border border-line px-3 py-2">
            <span aria-hidden="true" className={cn('h-3 w-3 shrink-0 rounded-full', s.swatchClass)} />
            <span className="flex-1 font-medium">{s.label}</span>
            <span className="font-semibold tabular-nums">{s.value}</span>
            <span className="w-12 text-right text-sm text-muted tabular-nums">{share(s.value)}%</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
