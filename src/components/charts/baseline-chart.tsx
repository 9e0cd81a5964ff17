import { useEffect, useRef } from 'react'
import { format, parseISO } from 'date-fns'
import { BaselineSeries, ColorType, TickMarkType, createChart, type IChartApi, type ISeriesApi, type Time } from 'lightweight-charts'
import { useDarkMode } from './use-dark-mode'

export interface TimePoint {
  /** 'yyyy-MM-dd' */
  time: string
  value: number
}

export interface BaselineChartProps {
  points: TimePoint[]
  formatValue: (value: number) => string
  height: number
}

/** Day points arrive as 'yyyy-MM-dd' and come back from the library as {year, month, day}. */
function toDate(time: Time): Date {
  if (typeof time === 'string') return parseISO(time)
  if (typeof time === 'number') return new Date(time * 1000)
  return new Date(time.year, time.month - 1, time.day)
}

function tickLabel(time: Time, type: TickMarkType): string {
  const date = toDate(time)
  if (type === TickMarkType.Year) return format(date, 'yyyy')
  if (type === TickMarkType.Month) return format(date, 'MMM')
  return format(date, 'MMM d')
}

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/** Gains (above 0) in green, losses (below 0) in red, readable on either theme's surface. */
function palette(dark: boolean) {
  const up = dark ? '#10b981' : '#059669'
  const down = dark ? '#f43f5e' : '#e11d48'
  return {
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: cssVar('--muted'), fontSize: 12, attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: cssVar('--line') } },
    rightPriceScale: { borderColor: cssVar('--line') },
    timeScale: { borderColor: cssVar('--line') },
    series: {
      topLineColor: up, topFillColor1: `${up}55`, topFillColor2: `${up}0d`,
      bottomLineColor: down, bottomFillColor1: `${down}0d`, bottomFillColor2: `${down}55`,
    },
  }
}

/**
 * A line around a zero baseline (lightweight-charts v5, canvas). Import it lazily: it keeps
 * the chart library out of the page's first chunk. Scrolling and zoom are off so a phone
 * page scrolls normally over it.
 */
export default function BaselineChart({ points, formatValue, height }: BaselineChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Baseline'> | null>(null)
  const dark = useDarkMode()

  useEffect(() => {
    if (!container.current) return
    const api = createChart(container.current, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: tickLabel },
      localization: { timeFormatter: (t: Time) => format(toDate(t), 'MMM d, yyyy') },
      crosshair: { horzLine: { labelVisible: true }, vertLine: { labelVisible: true } },
    })
    chart.current = api
    series.current = api.addSeries(BaselineSeries, { baseValue: { type: 'price', price: 0 }, lineWidth: 2, priceLineVisible: false })
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
    chart.current?.applyOptions({ localization: { priceFormatter: formatValue } })
  }, [formatValue])

  useEffect(() => {
    series.current?.setData(points.map((pt) => ({ time: pt.time, value: pt.value })))
    chart.current?.timeScale().fitContent()
  }, [points])

  return <div ref={container} aria-hidden="true" style={{ height }} className="w-full" />
}
