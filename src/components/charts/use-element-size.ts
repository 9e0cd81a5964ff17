import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The element's size in CSS pixels, kept current with a ResizeObserver (SVG charts draw at real
 * size; 0×0 until it is laid out).
 */
export function useElementSize<T extends HTMLElement>(): [React.RefObject<T | null>, { width: number; height: number }] {
  const ref = useRef<T>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const update = (width: number, height: number) =>
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }))
    update(el.clientWidth, el.clientHeight)
    const observer = new ResizeObserver(([entry]) =>
      update(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height)),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, size]
}
