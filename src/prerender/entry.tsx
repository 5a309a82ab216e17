// Server-side rendering of the site's pages: the same app tree as in the browser, on a memory
// history, so a page's text is in its HTML before any JavaScript runs, and the browser's app
// hydrates it. Used at build time for the static routes (scripts/vite-prerender.ts) and by the
// server for the services page with the current catalogue (server/src/http/site.ts).
import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import type { Facility } from '../../contract/facility'
import { createQueryClient } from '../app/query-client'
import { createAppRouter } from '../app/router'
import { PrerenderHead } from '../components/layout/page'
import type { PageHead } from '../content/page-heads'
import { catalogueScript, CatalogueInPage } from '../features/facilities/catalogue-in-page'
import { EarlyReserveTemplates } from '../features/reservations/early-reserve-template'
import { facilityKeys } from '../lib/facility-keys'
import { writeHead } from '../seo/head-tags'
import { languageFile, otherThanDefaultLanguage, setLanguage, type LanguageFile } from '../lib/i18n'
import { languageOf, RATES_ROUTE, routeOf } from '../lib/site-routes'
import { withLanguageOffers } from './language-offers'

export interface RenderedPage {
  /** The inside of `#root`: exactly the markup the app hydrates. */
  root: string
  /** For the head: the preload hints React wrote (the first photos). */
  hints: string
  /**
   * For the end of the body: the catalogue the page was rendered with, as JSON, and the
   * reservation form for a See More tapped before the app runs (earlyReserveTemplates).
   */
  data: string
  /** The page's title and description, for the head. */
  head?: PageHead
}

const speak = ({ language, messages, dateLocale }: LanguageFile) =>
  setLanguage(language, messages, dateLocale)

/**
 * The page at `url`, in the language of its path (/fr/services in French); with `facilities`,
 * the catalogue is rendered in, else its loading state.
 */
export async function render(url: string, facilities?: Facility[]): Promise<RenderedPage> {
  const words = await languageFile(languageOf(url))
  // Set again before the render below: the server renders pages of other languages meanwhile.
  speak(words)
  // Its key now: another language's render may speak between here and the catalogue's line below.
  const catalogueKey = facilityKeys.list(otherThanDefaultLanguage())
  const queryClient = createQueryClient()
  // Nothing is fetched here: without a catalogue, data-driven parts render their loading state.
  // Queries wait for a network that never comes (a failed request would start the connectivity
  // probe's timers and keep the process busy), and nothing is kept.
  onlineManager.setOnline(false)
  queryClient.setDefaultOptions({ queries: { networkMode: 'online', retry: false, gcTime: 0 } })
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    language: words.language,
  })
  await router.load()
  // After the load: with nothing observing it yet, a query is collected at the next tick (gcTime 0).
  if (facilities) queryClient.setQueryData(catalogueKey, { facilities, fetchedAt: Date.now() })
  let head: PageHead | undefined
  // From here to the templates, nothing waits: no other page's render comes between.
  speak(words)
  // The Suspense boundary: in the browser (outside TanStack Start) the router renders its matches
  // inside one, on the server without. The boundary's markers must be in the HTML for the browser
  // to hydrate it; no element stands between here and there, so they end up in the same place.
  let root = renderToString(
    <PrerenderHead value={(h) => (head = h)}>
      <CatalogueInPage value={facilities !== undefined}>
        <QueryClientProvider client={queryClient}>
          <Suspense>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </CatalogueInPage>
    </PrerenderHead>,
  )
  queryClient.clear()
  // A part that threw or waited renders as an empty boundary for the browser to fill in: a page
  // without its content, not one to build or serve.
  const failed = /<!--\$!--><template([^>]*)>/.exec(root)
  if (failed) throw new Error(`${url}: a part of the page did not render (${failed[1]?.trim()})`)
  // No inline script in a page (the Content-Security-Policy would refuse it): the router writes
  // one for scroll restoration when that is on in a render, which the app's router option is not.
  root = root.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  // The home page's offers of the site in the other languages, each in its own.
  root = withLanguageOffers(root, words.language)
  // React writes its preload hints first: they go to the head, where the browser wants them.
  const hints: string[] = []
  root = root.replace(/<link\b[^>]*>/g, (tag) => (hints.push(tag), ''))
  // The templates first: a tap on a card that painted before the page's end came waits for them.
  // The Rates page has the list but no card: its links to reserve load the services page.
  const forms = routeOf(url) === RATES_ROUTE ? '' : earlyReserveTemplates(words.language)
  const data = facilities ? forms + catalogueScript(facilities) : ''
  return { root, hints: hints.join(''), data, head }
}

/** By language: rendered once each. */
const templates = new Map<string, string>()
/**
 * The reservation dialog as <template>s, for the page's inline script to show at a See More
 * tapped before the app runs (src/features/reservations/early-reserve-template.tsx): on a page
 * with cards (one with the catalogue rendered in). Its ids have a prefix of their own, apart from
 * the page's. The same for every page of a language (the one set): rendered once per language.
 */
function earlyReserveTemplates(language: string): string {
  let html = templates.get(language)
  if (html === undefined) {
    html = renderToString(<EarlyReserveTemplates />, { identifierPrefix: 'early-' })
    templates.set(language, html)
  }
  return html
}

/**
 * A whole page: `template` (index.html as built, its `#root` empty or holding an earlier render)
 * with `page` in its `#root`, its hints in the head, its data at the end of the body, and its
 * title and description.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  const open = '<div id="root">'
  const start = template.indexOf(open)
  const bodyEnd = template.lastIndexOf('</body>')
  const end = template.lastIndexOf('</div>', bodyEnd)
  if (start < 0 || bodyEnd < 0 || end < start) throw new Error('the template has no #root')
  let html =
    template.slice(0, start + open.length) +
    page.root +
    template.slice(end, bodyEnd) +
    page.data +
    template.slice(bodyEnd)
  // Hints the template already has (from the render it was built with) are not repeated.
  const hints = page.hints.match(/<link\b[^>]*>/g) ?? []
  const newHints = hints.filter((tag) => !template.includes(tag)).join('')
  html = html.replace('</head>', () => `${newHints}</head>`)
  return page.head ? writeHead(html, page.head) : html
}
