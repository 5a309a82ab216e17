import { startTransition, StrictMode } from 'react'
import { loadLanguage } from '../lib/i18n'
import { APP_LISTENING_ATTRIBUTE, APP_WAITS_FOR_PAGE_MARK, ROOT_ID } from '../lib/start-names'

/**
 * Lets the browser run what waits (a tap, a frame) before the next step. Each step below is the
 * first evaluation of a part of the app's code: on a slow phone, all of it at once would be one
 * long task in which the page does not answer a tap; step by step, none is long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The page as sent, parsed to its end. The app's code is started by the inline script as a module
 * added to the page (src/start/start-app.ts), which runs as soon as it has come, not after the
 * parse: on a slow line a guest's tap starts it while the page's end (the reservation form's
 * templates, the catalogue as JSON) is still on its way. Read then, the page has no catalogue:
 * the app rendered the loading state over the cards the server had rendered, React found the two
 * different (its error 418), threw the server's markup away and drew the page afresh, and a See
 * More tapped meanwhile (answered by the inline script once the page's end came) opened no form
 * (CI saw it once in 290 tests; 1 in 16 runs under load here). So what reads the page waits for
 * it; the code before it (React, the router) loads and runs meanwhile. The wait is marked in the
 * page's performance timeline (APP_WAITS_FOR_PAGE_MARK), for a trace and for the test.
 */
const pageParsedNextTask = () =>
  new Promise((next) => {
    if (document.readyState !== 'loading') return setTimeout(next, 0)
    performance.mark(APP_WAITS_FOR_PAGE_MARK)
    // A task of its own, which comes to the window too.
    addEventListener('DOMContentLoaded', next, { once: true })
  })

async function start() {
  // Modules taken whole, not by their parts: each destructured import is wrapped in more code
  // (the bundler's), in what every first page loads.
  const reactDom = await import('react-dom/client')
  // The page's words: compiled into the build's code (scripts/vite-texts.ts); without that
  // plugin (the dev server), the page's language (its <html lang>) is loaded first.
  if (!import.meta.env.TEXTS_COMPILED) {
    await loadLanguage(document.documentElement.lang || 'en')
    await nextTask()
  }
  // Modules of the app that load the libraries, not the libraries themselves: what they leave
  // unused stays out of the build.
  await import('../app/query-client')
  await nextTask()
  await import('../app/router')
  // The module that reads the page's data as it runs (src/app/app.tsx), and then the hydration.
  await pageParsedNextTask()
  const app = await import('../app/app')
  await nextTask()
  app.router()
  await nextTask()

  const container = document.getElementById(ROOT_ID)!
  const tree = (
    <StrictMode>
      <app.App />
    </StrictMode>
  )
  // From here React hears the page's taps: the inline script keeps none for it any more
  // (early-buttons.ts).
  const listening = () => document.documentElement.setAttribute(APP_LISTENING_ATTRIBUTE, '')
  if (!container.hasChildNodes()) {
    listening()
    // The app shell (confirmation page, unknown paths, offline fallback): nothing to keep.
    reactDom.createRoot(container).render(tree)
    await nextTask()
    app.startBackgroundWork()
    return
  }
  // A prerendered page: the app takes over its markup (hydration) once the page's route code is
  // in, so nothing is drawn twice and nothing on screen moves. In a transition, React hydrates in
  // slices between which the browser stays responsive, instead of one long task on a slow phone.
  await app
    .router()
    .load()
    .catch(() => {})
  await nextTask()
  listening()
  startTransition(() => {
    reactDom.hydrateRoot(container, tree)
  })
  await nextTask()
  app.startBackgroundWork()
}

void start()
