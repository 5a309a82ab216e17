import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { pageTitle } from '../../content/hotel'

/** While prerendering, where a page's title goes: effects do not run there. */
export const PrerenderTitle = createContext<((title: string) => void) | undefined>(undefined)

export function useDocumentTitle(title?: string) {
  useContext(PrerenderTitle)?.(pageTitle(title))
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])
}

/** A page: its document title, its one h1, and a comfortable reading width. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="container">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  )
}
