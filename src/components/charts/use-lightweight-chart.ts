import { useEffect, useRef, type RefObject } from 'react'
import { ColorType, type IChartApi } from 'lightweight-charts'

/** What a chart component keeps of its chart: the chart, and its series and lines. */
interface ChartHandles {
  chart: IChartApi
}

/**
 * A lightweight-charts chart for the life of the component: `build` creates it (with its
 * series and subscriptions) in the returned container on mount; unmounting removes it,
 * subscriptions included. `handles` is null before mount and after unmount.
 */
export function useLightweightChart<H extends ChartHandles>(
  build: (container: HTMLElement) => H,
): {
  container: RefObject<HTMLDivElement | null>
  handles: RefObject<H | null>
} {
  const container = useRef<HTMLDivElement>(null)
  const handles = useRef<H | null>(null)
  // Built once per mount: later renders' `build` functions are not used.
  const builder = useRef(build)
  useEffect(() => {
    if (!container.current) return
    const built = builder.current(container.current)
    handles.current = built
    return () => {
      built.chart.remove()
      handles.current = null
    }
  }, [])
  return { container, handles }
}

/** A theme token's current value (the charts draw on canvas, so they read the CSS variables). */
function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/** The page's surface, muted text and hairlines, for charts drawn on a card. */
export function chartSurface() {
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: cssVar('--muted'),
      fontSize: 12,
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: cssVar('--line') } },
    rightPriceScale: { borderColor: cssVar('--line') },
    timeScale: { borderColor: cssVar('--line') },
  }
}
