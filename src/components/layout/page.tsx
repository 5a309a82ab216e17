import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { documentTitle, NOINDEX, type PageHead } from '../../content/page-heads'

/** While prerendering, where a page's head goes: effects do not run there. */
export const PrerenderHead = createContext<((head: PageHead) => void) | undefined>(undefined)

/** The meta tag named `name`, made if the page has none. */
function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = name
    document.head.append(tag)
  }
  return tag
}

/**
 * The page's title, description and robots tag, as the server sent them for this page and kept
 * after each move in the app (a crawler that runs the app reads the page it moved to). The
 * canonical URL and og:url, where the server gave them, follow the page's address.
 */
export function useDocumentHead(head: PageHead) {
  useContext(PrerenderHead)?.(head)
  const { title, description, noindex } = head
  useEffect(() => {
    document.title = documentTitle({ title, description })
    metaTag('description').content = description
    if (noindex) metaTag('robots').content = NOINDEX
    else document.head.querySelector('meta[name="robots"]')?.remove()
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    const ogUrl = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')
    // The public origin is the server's (PUBLIC_URL), kept; the path is this page's.
    if (canonical) canonical.href = new URL(location.pathname, canonical.href).href
    if (ogUrl?.content) ogUrl.content = new URL(location.pathname, ogUrl.content).href
  }, [title, description, noindex])
}

/** A page: its document head, its one h1, and a comfortable reading width. */
export function Page({ head, children }: { head: PageHead; children?: ReactNode }) {
  useDocumentHead(head)
  return (
    <div className="container">
      <h1 className="page-title">{head.title}</h1>
      {children}
    </div>
  )
}
