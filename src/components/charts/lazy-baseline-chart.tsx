import { lazy, Suspense } from 'react'
import { Skeleton } from '../ui/skeleton'
import type { BaselineChartProps } from './baseline-chart'

const BaselineChart = lazy(() => import('./baseline-chart'))

/** The baseline chart, loaded on first use; a same-sized placeholder meanwhile. */
export function LazyBaselineChart(props: BaselineChartProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height }}>
          <Skeleton className="h-full w-full" />
        </div>
      }
    >
      <BaselineChart {...props} />
    </Suspense>
  )
}
