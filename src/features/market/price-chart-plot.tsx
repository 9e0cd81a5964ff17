import { useEffect, useId, useMemo, useRef, type PointerEvent } from 'react'
import { linearScale, stepPath } from '../../components/charts/scale'
import { useElementSize } from '../../components/charts/use-element-size'
import { pointAt, timeTicks, type ChartPoint } from './chart-data'

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
  /** The point the crosshair marks (the one nearest the pointer), or null. */
  hovered: ChartPoint | null
  /** Where the pointer is across the chart (0..1 from the first sample to the last), null when it leaves. */
  onHover: (at: number | null) => void
}

/**
 * The price history drawn as SVG: the Yes price as a filled line, the No price as a line, each in
 * steps (a price holds until the next trade moves it: stepPath), on a fixed 0..100¢ axis with a dashed reference line at 50¢ and a time axis below; the pointer (or a
 * finger) reads off the prices at any moment. A few dozen points: drawing them costs a millisecond,
 * where a charting library's first draw held a slow phone's main thread for half a second.
 */
export function PriceChartPlot({ points, hovered, onHover }: PlotProps) {
  const [ref, { width, height }] = useElementSize<HTMLDivElement>()
  const gradient = `price-fill-${useId().replace(/[^\w-]/g, '')}`
  const right = Math.max(width - PRICE_AXIS, 0)
  const bottom = Math.max(height - TIME_AXIS, TOP)
  const first = points[0]?.time ?? 0
  const last = points.at(-1)?.time ?? 0
  const span = last - first

  const geometry = useMemo(() => {
    // A single sample (or one second): a level line across the chart.
    const x = (time: number) => (span > 0 ? ((time - first) / span) * right : right)
    const cents = linearScale({ min: 0, max: 100 }, bottom, TOP)
    const y = (value: number) => cents(Math.min(Math.max(value, 0), 100))
    const line = (value: (p: ChartPoint) => number) =>
      points.length === 1
        ? `M0 ${y(value(points[0])).toFixed(1)}H${right.toFixed(1)}`
        : stepPath(points.map((p) => [x(p.time), y(value(p))]))
    const yesLine = line((p) => p.yes)
    // Labels at the edges are anchored inwards, so they stay inside the chart.
    const ticks = timeTicks(first, last, Math.max(Math.floor(right / TICK_SPACING), 1)).map((tick) => {
      const at = x(tick.time)
      const anchor: 'start' | 'middle' | 'end' = at < 24 ? 'start' : at > right - 24 ? 'end' : 'middle'
      return { ...tick, x: at, anchor }
    })
    return { x, y, yesLine, yesArea: `${yesLine}L${right.toFixed(1)} ${bottom}L0 ${bottom}Z`, noLine: line((p) => p.no), ticks }
  }, [points, first, last, span, right, bottom])

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    if (!right || !points.length) return
    const at = Math.min(Math.max(event.clientX - event.currentTarget.getBoundingClientRect().left, 0), right) / right
    // Only when the pointer reaches another sample: no render for every pixel it moves.
    if (pointAt(points, at)?.time !== hovered?.time) onHover(at)
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
    <div ref={ref} className="h-full w-full">
      {width > 0 && (
        <svg
          width={width}
          height={height}
          data-testid="price-chart"
          className="touch-pan-y touch-pinch-zoom select-none overflow-visible"
          aria-hidden="true"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={leaveUnlessTouch}
          onPointerCancel={leave}
        >
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              {/* A stronger fill on the dark surface, a lighter one on white. */}
              <stop offset="0" stopColor={YES} className="[stop-opacity:0.25] dark:[stop-opacity:0.35]" />
              <stop offset="1" stopColor={YES} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {PRICE_LINES.map((cents) => (
            <g key={cents}>
              <line
                x1={0}
                x2={right}
                y1={geometry.y(cents)}
                y2={geometry.y(cents)}
                className={cents === 50 ? 'stroke-muted' : 'stroke-line'}
                strokeDasharray={cents === 50 ? '4 4' : undefined}
                strokeWidth={1}
                shapeRendering="crispEdges"
              />
              <text x={right + 8} y={geometry.y(cents)} dy="0.35em" className="fill-muted text-xs">
                {cents}¢
              </text>
            </g>
          ))}
          {geometry.ticks.map((tick) => (
            <text key={tick.time} x={tick.x} y={bottom + 17} textAnchor={tick.anchor} className="fill-muted text-xs">
              {tick.label}
            </text>
          ))}
          <path d={geometry.yesArea} fill={`url(#${gradient})`} />
          <path d={geometry.yesLine} fill="none" stroke={YES} strokeWidth={2} strokeLinejoin="round" />
          <path d={geometry.noLine} fill="none" stroke={NO} strokeWidth={2} strokeLinejoin="round" />
          {hovered && (
            <g pointerEvents="none">
              <line
                x1={geometry.x(hovered.time)}
                x2={geometry.x(hovered.time)}
                y1={TOP}
                y2={bottom}
                className="stroke-muted"
                strokeDasharray="3 3"
                strokeWidth={1}
              />
              <circle
                cx={geometry.x(hovered.time)}
                cy={geometry.y(hovered.yes)}
                r={4}
                fill={YES}
                className="stroke-surface"
                strokeWidth={2}
              />
              <circle
                cx={geometry.x(hovered.time)}
                cy={geometry.y(hovered.no)}
                r={4}
                fill={NO}
                className="stroke-surface"
                strokeWidth={2}
              />
            </g>
          )}
        </svg>
      )}
    </div>
  )
}
