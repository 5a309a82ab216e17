import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, router } from './app'
import { getSystem } from './theme/system'

const container = document.getElementById('root')!
/** Ends the current task, so the browser can handle input between the long steps of a start. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Not hydrated: TanStack Router renders its matches without a Suspense boundary on the server
// and with one in the browser (outside TanStack Start), so hydration would always mismatch.
async function start() {
  // A prerendered page stays on screen until its route's code is in: the app then takes its
  // place in one step, with the same markup, instead of passing through an empty or loading state.
  const routeReady = container.hasChildNodes() ? router.load().catch(() => {}) : undefined
  await yieldToBrowser()
  getSystem()
  await Promise.all([routeReady, yieldToBrowser()])
  // A transition: React renders the app in slices between which the browser stays responsive,
  // instead of one long task on a slow phone.
  startTransition(() => createRoot(container).render(app))
}

void start()
