import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, router } from './app'

const container = document.getElementById('root')!

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

async function start() {
  if (!container.hasChildNodes()) {
    // The app shell (confirmation page, unknown paths, offline fallback): nothing to keep.
    createRoot(container).render(app)
    return
  }
  // A prerendered page: the app takes over its markup (hydration) once the page's route code is
  // in, so nothing is drawn twice and nothing on screen moves. In a transition, React hydrates in
  // slices between which the browser stays responsive, instead of one long task on a slow phone.
  await router.load().catch(() => {})
  startTransition(() => {
    hydrateRoot(container, app)
  })
}

void start()
