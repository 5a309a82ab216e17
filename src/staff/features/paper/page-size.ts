// The printed page's size. An @page rule applies to the whole document and takes no selector, and
// a stylesheet a screen imports stays once its chunk is loaded: so the size's rule is a file of
// its own, linked while the pages are open and removed when they close (a named page, `page: a5`,
// drew a blank page between the cards when the printer's paper was set apart from the CSS).
import { useEffect } from 'react'
import type { PaperSize } from '../../lib/desk-day'
import a4 from './paper-size-a4.css?url'
import a5 from './paper-size-a5.css?url'

const SHEETS: Record<PaperSize, string> = { a4, a5 }

export function usePageSize(paper: PaperSize) {
  useEffect(() => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = SHEETS[paper]
    document.head.append(link)
    return () => link.remove()
  }, [paper])
}
