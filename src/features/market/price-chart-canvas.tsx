import { useEffect, useRef } from 'react'
import {
  AreaSeries, ColorType, CrosshairMode, LineSeries, LineStyle, TickMarkType, createChart,
  type IChartApi, type IPriceLine, type ISeriesApi, type MouseEventParams, type Time, type UTCTimestamp,
} from 'lightweight-charts'
import { format } from 'date-fns'
import type { ChartPoint } from './chart-data'
import { cssVar, useLightweightChart } from '../../components/charts/use-lightweight-chart'

/** Brand yes/no hues read well on both the light and the dark surface. */
const YES = '#10b981'
const NO = '#f43f5e'

export interface ChartProps {
  points: ChartPoint[]
  theme: 'light' | 'dark'
  onHover: (point: ChartPoint | null) => void
}

/** Theme colours come from the CSS tokens, so the chart matches the page in both themes. */
const cssColor = (name: string) => cssVar(name) || '#888'

const localDate = (time: Time) => new Date((time as number) * 1000)

function tickLabel(time: Time, type: TickMarkType): string {
  const date = localDate(time)
  if (type === TickMarkType.Year) return format(date, 'yyyy')
  if (type === TickMarkType.Month) return format(date, 'MMM')
  if (type === TickMarkType.DayOfMonth) return format(date, 'MMM d')
  return format(date, 'h:mm a')
}

/** Y axis fixed to 0..100 cents whatever the data (spec). */
const fullRange = () => ({ priceRange: { minValue: 0, maxValue: 100 } })

interface Handles { chart: IChartApi; yes: ISeriesApi<'Area'>; no: ISeriesApi<'Line'>; midline: IPriceLine }

function build(container: HTMLElement): Handles {
  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, fontFamily: 'inherit', attributionLogo: false },
    rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.04 } },
    timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: tickLabel },
    crosshair: { mode: CrosshairMode.Magnet },
    // The page scrolls under a finger; the chart only reads values (no pan or zoom).
    handleScroll: false,
    handleScale: false,
    localization: { priceFormatter: (p: number) => `${Math.round(p)}¢`, timeFormatter: (t: Time) => format(localDate(t), 'MMM d, h:mm a') },
  })
  const yes = chart.addSeries(AreaSeries, {
    lineColor: YES, bottomColor: 'rgba(16,185,129,0.02)', lineWidth: 2,
    priceLineVisible: false, autoscaleInfoProvider: fullRange, title: 'Yes',
  })
  const no = chart.addSeries(LineSeries, { color: NO, lineWidth: 2, priceLineVisible: false, autoscaleInfoProvider: fullRange, title: 'No' })
  const midline = yes.createPriceLine({ price: 50, lineStyle: LineStyle.Dashed, lineWidth: 1, axisLabelVisible: false, title: '50¢' })
  return { chart, yes, no, midline }
}

function seriesValue(param: MouseEventParams, series: ISeriesApi<'Area'> | ISeriesApi<'Line'>): number | null {
  const item = param.time === undefined ? undefined : param.seriesData.get(series)
  const value = item && 'value' in item ? item.value : undefined
  return typeof value === 'number' ? value : null
}

/** The lightweight-charts canvas (lazy-loaded: the library stays out of the first bundle). */
export default function PriceChartCanvas({ points, theme, onHover }: ChartProps) {
  const hover = useRef(onHover)
  useEffect(() => { hover.current = onHover })
  const { container, handles } = useLightweightChart((element) => {
    const h = build(element)
    // Removed with the chart when the component unmounts.
    h.chart.subscribeCrosshairMove((param: MouseEventParams) => {
      const yes = seriesValue(param, h.yes)
      const no = seriesValue(param, h.no)
      hover.current(yes === null || no === null ? null : { time: param.time as number, yes, no })
    })
    return h
  })

  useEffect(() => {
    const h = handles.current
    if (!h) return
    const text = cssColor('--muted')
    const line = cssColor('--line')
    h.chart.applyOptions({
      layout: { textColor: text },
      grid: { vertLines: { color: line }, horzLines: { color: line } },
      crosshair: { vertLine: { color: text, labelBackgroundColor: cssColor('--fg') }, horzLine: { color: text, labelBackgroundColor: cssColor('--fg') } },
    })
    h.midline.applyOptions({ color: text })
    // A stronger fill on the dark surface, a lighter one on white.
    h.yes.applyOptions({ topColor: theme === 'dark' ? 'rgba(16,185,129,0.35)' : 'rgba(16,185,129,0.25)' })
  }, [theme, handles])

  useEffect(() => {
    const h = handles.current
    if (!h) return
    h.yes.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.yes })))
    h.no.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.no })))
    h.chart.timeScale().fitContent()
  }, [points, handles])

  return <div ref={container} className="h-full w-full" />
}
