import { useEffect, useRef } from 'react'
import { format } from 'date-fns'
import { AreaSeries, ColorType, createChart, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from 'lightweight-charts'
import type { SentimentPoint } from '../../api/contract'
import { useDarkMode } from '../../components/charts/use-dark-mode'

export interface SentimentChartProps {
  points: SentimentPoint[]
  height: number
}

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

const toDate = (time: Time) => new Date((time as number) * 1000)

/** Brand indigo line over a soft fill; lighter in dark mode so it stands off the dark surface. */
function palette(dark: boolean) {
  const line = dark ? '#818cf8' : '#4f46e5'
  return {
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: cssVar('--muted'), fontSize: 12, attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: cssVar('--line') } },
    // Small margins: the 0..100 range fills the pane and the axis stops at 100%.
    rightPriceScale: { borderColor: cssVar('--line'), scaleMargins: { top: 0.06, bottom: 0.04 } },
    timeScale: { borderColor: cssVar('--line') },
    series: { lineColor: line, topColor: `${line}66`, bottomColor: `${line}08` },
  }
}

/**
 * Hourly YES-leaning share of trade flow (lightweight-charts v5 AreaSeries). Hours without
 * trades are gaps, not zeros. Loaded lazily; scrolling and zoom are off so a phone page
 * scrolls over it. Times are shown in local time.
 */
export default function SentimentChart({ points, height }: SentimentChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Area'> | null>(null)
  const dark = useDarkMode()

  useEffect(() => {
    if (!container.current) return
    const api = createChart(container.current, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true, timeVisible: true, tickMarkFormatter: (t: Time) => format(toDate(t), 'h a') },
      localization: { timeFormatter: (t: Time) => format(toDate(t), 'MMM d, h a'), priceFormatter: (v: number) => `${Math.round(v)}%` },
    })
    chart.current = api
    series.current = api.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
    })
    return () => {
      api.remove()
      chart.current = null
      series.current = null
    }
  }, [])

  useEffect(() => {
    const p = palette(dark)
    chart.current?.applyOptions({ layout: p.layout, grid: p.grid, rightPriceScale: p.rightPriceScale, timeScale: p.timeScale })
    series.current?.applyOptions(p.series)
  }, [dark])

  useEffect(() => {
    series.current?.setData(points.map((p) => {
      const time = (new Date(p.time).getTime() / 1000) as UTCTimestamp
      return p.sentiment === null ? { time } : { time, value: p.sentiment }
    }))
    chart.current?.timeScale().fitContent()
  }, [points])

  return <div ref={container} aria-hidden="true" style={{ height }} className="w-full" />
}
