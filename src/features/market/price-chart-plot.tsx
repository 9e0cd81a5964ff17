import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react'
import { nearestPoint, timeTicks, type ChartPoint } from './chart-data'

/** Brand yes/no hues read well on both the light and the dark surface. */
const YES = '#10b981'
const NO = '#f43f5e'

/** Room for the price labels (right) and the time labels (below), and above the 100¢ line. */
const PRICE_AXIS = 44
const TIME_AXIS = 24
const TOP = 10
/** One time label per this many pixels at most. */
const TICK_SPACING = 64
const PRICE_LINES = [0, 25, 50, 75, 100]

export interface PlotProps {
  points: ChartPoint[]
  theme: 'light' | 'dark'
  /** The point the crosshair marks (the one nearest the pointer), or null. */
  hovered: ChartPoint | null
  /** Where the pointer is across the chart (0..1 from the first sample to the last), null when it leaves. */
  onHover: (at: number | null) => void
}

/** The element's size, kept up to date (0×0 until it is laid out). */
function useSize() {
  const ref = useRef<SVGSVGElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      setSize((s) => (s.width === Math.round(width) && s.height === Math.round(height) ? s : { width: Math.round(width), height: Math.round(height) }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, size] as const
}

/**
 * The price history drawn as SVG: the Yes price as a filled line, the No price as a line, on a
 * fixed 0..100¢ axis with a dashed reference line at 50¢ and a time axis below; the pointer (or a
 * finger) reads off the prices at any moment. A few dozen points: drawing them costs a millisecond,
 * where a charting library's first draw held a slow phone's main thread for half a second.
 */
export function PriceChartPlot({ points, theme, hovered, onHover }: PlotProps) {
  const [ref, { width, height }] = useSize()
  const gradient = `price-fill-${useId().replace(/[^\w-]/g, '')}`
  const right = Math.max(width - PRICE_AXIS, 0)
  const bottom = Math.max(height - TIME_AXIS, TOP)
  const first = points[0]?.time ?? 0
  const last = points.at(-1)?.time ?? 0
  const span = last - first

  const geometry = useMemo(() => {
    // A single sample (or one second): a level line across the chart.
    const x = (time: number) => (span > 0 ? ((time - first) / span) * right : right)
    const y = (cents: number) => TOP + (1 - Math.min(Math.max(cents, 0), 100) / 100) * (bottom - TOP)
    const line = (value: (p: ChartPoint) => number) => points.length === 1
      ? `M0 ${y(value(points[0])).toFixed(1)}H${right.toFixed(1)}`
      : points.map((p, i) => `${i ? 'L' : 'M'}${x(p.time).toFixed(1)} ${y(value(p)).toFixed(1)}`).join('')
    const yesLine = line((p) => p.yes)
    return {
      x, y, yesLine,
      yesArea: `${yesLine}L${right.toFixed(1)} ${bottom}L0 ${bottom}Z`,
      noLine: line((p) => p.no),
      ticks: timeTicks(first, last, Math.max(Math.floor(right / TICK_SPACING), 1)),
    }
  }, [points, first, last, span, right, bottom])

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (!right || !points.length) return
    const at = Math.min(Math.max(event.clientX - event.currentTarget.getBoundingClientRect().left, 0), right) / right
    // Only when the pointer reaches another sample: no render for every pixel it moves.
    if (nearestPoint(points, first + at * span)?.time !== hovered?.time) onHover(at)
  }
  const leave = () => onHover(null)
  // A finger lifted keeps its reading (a tap reads one moment) until a touch elsewhere; the
  // mouse's reading goes when the mouse leaves. Scrolling the page (pointercancel) clears it.
  const leaveUnlessTouch = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') leave()
  }
  const latest = useRef(onHover)
  useEffect(() => {
    latest.current = onHover
  })
  const reading = hovered !== null
  useEffect(() => {
    if (!reading) return
    const onDown = (event: globalThis.PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) latest.current(null)
    }
    document.addEventListener('pointerdown', onDown, true)
    return () => document.removeEventListener('pointerdown', onDown, true)
  }, [reading, ref])
  // Gone (a range without samples): nothing is hovered any more.
  useEffect(() => () => latest.current(null), [])

  return (
    <svg ref={ref} data-testid="price-chart" className="h-full w-full touch-pan-y touch-pinch-zoom select-none overflow-visible" aria-hidden="true" onPointerMove={pick} onPointerDown={pick} onPointerLeave={leaveUnlessTouch} onPointerCancel={leave}>
      {width > 0 && (
        <>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={YES} stopOpacity={theme === 'dark' ? 0.35 : 0.25} />
              <stop offset="1" stopColor={YES} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {PRICE_LINES.map((cents) => (
            <g key={cents}>
              <line x1={0} x2={right} y1={geometry.y(cents)} y2={geometry.y(cents)} stroke={cents === 50 ? 'var(--muted)' : 'var(--line)'}
                strokeDasharray={cents === 50 ? '4 4' : undefined} strokeWidth={1} shapeRendering="crispEdges" />
              <text x={right + 8} y={geometry.y(cents)} dy="0.35em" fontSize={12} fill="var(--muted)">{cents}¢</text>
            </g>
          ))}
          {geometry.ticks.map((tick) => (
            <text key={tick.time} x={geometry.x(tick.time)} y={bottom + 17} fontSize={12} fill="var(--muted)"
              textAnchor={geometry.x(tick.time) < 24 ? 'start' : geometry.x(tick.time) > right - 24 ? 'end' : 'middle'}>{tick.label}</text>
          ))}
          <path d={geometry.yesArea} fill={`url(#${gradient})`} />
          <path d={geometry.yesLine} fill="none" stroke={YES} strokeWidth={2} strokeLinejoin="round" />
          <path d={geometry.noLine} fill="none" stroke={NO} strokeWidth={2} strokeLinejoin="round" />
          {hovered && (
            <g pointerEvents="none">
              <line x1={geometry.x(hovered.time)} x2={geometry.x(hovered.time)} y1={TOP} y2={bottom} stroke="var(--muted)" strokeDasharray="3 3" strokeWidth={1} />
              <circle cx={geometry.x(hovered.time)} cy={geometry.y(hovered.yes)} r={4} fill={YES} stroke="var(--surface)" strokeWidth={2} />
              <circle cx={geometry.x(hovered.time)} cy={geometry.y(hovered.no)} r={4} fill={NO} stroke="var(--surface)" strokeWidth={2} />
            </g>
          )}
        </>
      )}
    </svg>
  )
}
