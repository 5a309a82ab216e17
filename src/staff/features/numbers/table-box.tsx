// A table's box: wide tables (a facility's long name, a large amount on a 320 px phone) scroll
// sideways in it rather than widen the page, and a box that scrolls is then reachable and
// scrollable by keyboard (a tab stop named by its table), as WCAG asks; one that fits is no stop.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={box}
      className="num-table-wrap"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  )
}
