import { useEffect } from 'react'
import { parseISO } from 'date-fns'
import { BaselineSeries, TickMarkType, createChart, type ISeriesApi, type Time } from 'lightweight-charts'
import { formatDate, formatTimeTick } from '../../lib/format'
import { useDarkMode } from './use-dark-mode'
import { chartSurface, useLightweightChart } from './use-lightweight-chart'

interface TimePoint {
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
  return formatTimeTick(toDate(time), type === TickMarkType.Year ? 'year' : type === TickMarkType.Month ? 'month' : 'day')
}

/** Gains (above 0) in green, losses (below 0) in red, readable on either theme's surface. */
function palette(dark: boolean) {
  const up = dark ? '#10b981' : '#059669'
  const down = dark ? '#f43f5e' : '#e11d48'
  return {
    surface: chartSurface(),
    series: {
      topLineColor: up,
      topFillColor1: `${up}55`,
      topFillColor2: `${up}0d`,
      bottomLineColor: down,
      bottomFillColor1: `${down}0d`,
      bottomFillColor2: `${down}55`,
    },
  }
}

/**
 * A line around a zero baseline (lightweight-charts v5, canvas). Import it lazily: it keeps
 * the chart library out of the page's first chunk. Scrolling and zoom are off so a phone
 * page scrolls normally over it.
 */
export default function BaselineChart({ points, formatValue, height }: BaselineChartProps) {
  const { container, handles } = useLightweightChart((element) => {
    const chart = createChart(element, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      timeScale: { fixLeftEdge: true, fixRightEdge: true, tickMarkFormatter: tickLabel },
      localization: { timeFormatter: (t: Time) => formatDate(toDate(t)) },
      crosshair: { horzLine: { labelVisible: true }, vertLine: { labelVisible: true } },
    })
    const series: ISeriesApi<'Baseline'> = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: 0 },
      lineWidth: 2,
      priceLineVisible: false,
    })
    return { chart, series }
  })
  const dark = useDarkMode()

  useEffect(() => {
    const p = palette(dark)
    handles.current?.chart.applyOptions(p.surface)
    handles.current?.series.applyOptions(p.series)
  }, [dark, handles])

  useEffect(() => {
    handles.current?.chart.applyOptions({ localization: { priceFormatter: formatValue } })
  }, [formatValue, handles])

  useEffect(() => {
    handles.current?.series.setData(points.map((pt) => ({ time: pt.time, value: pt.value })))
    handles.current?.chart.timeScale().fitContent()
  }, [points, handles])

  return <div ref={container} aria-hidden="true" style={{ height }} className="w-full" />
}
