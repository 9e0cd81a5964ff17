import { useEffect } from 'react'
import { format } from 'date-fns'
import { AreaSeries, createChart, type ISeriesApi, type Time, type UTCTimestamp } from 'lightweight-charts'
import type { SentimentPoint } from '../../api/contract'
import { useDarkMode } from '../../components/charts/use-dark-mode'
import { chartSurface, useLightweightChart } from '../../components/charts/use-lightweight-chart'

export interface SentimentChartProps {
  points: SentimentPoint[]
  height: number
}

const toDate = (time: Time) => new Date((time as number) * 1000)

/** Brand indigo line over a soft fill; lighter in dark mode so it stands off the dark surface. */
function palette(dark: boolean) {
  const line = dark ? '#818cf8' : '#4f46e5'
  const surface = chartSurface()
  return {
    // Small margins: the 0..100 range fills the pane and the axis stops at 100%.
    surface: { ...surface, rightPriceScale: { ...surface.rightPriceScale, scaleMargins: { top: 0.06, bottom: 0.04 } } },
    series: { lineColor: line, topColor: `${line}66`, bottomColor: `${line}08` },
  }
}

/**
 * Hourly YES-leaning share of trade flow (lightweight-charts v5 AreaSeries). Hours without
 * trades are gaps, not zeros. Loaded lazily; scrolling and zoom are off so a phone page
 * scrolls over it. Times are shown in local time.
 */
export default function SentimentChart({ points, height }: SentimentChartProps) {
  const { container, handles } = useLightweightChart((element) => {
    const chart = createChart(element, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      timeScale: {
        fixLeftEdge: true,
        fixRightEdge: true,
        timeVisible: true,
        tickMarkFormatter: (t: Time) => format(toDate(t), 'h a'),
      },
      localization: {
        timeFormatter: (t: Time) => format(toDate(t), 'MMM d, h a'),
        priceFormatter: (v: number) => `${Math.round(v)}%`,
      },
    })
    const series: ISeriesApi<'Area'> = chart.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
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
    handles.current?.series.setData(
      points.map((p) => {
        const time = (new Date(p.time).getTime() / 1000) as UTCTimestamp
        return p.sentiment === null ? { time } : { time, value: p.sentiment }
      }),
    )
    handles.current?.chart.timeScale().fitContent()
  }, [points, handles])

  return <div ref={container} aria-hidden="true" style={{ height }} className="w-full" />
}
