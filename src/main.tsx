import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, router } from './app/app'

const container = document.getElementById('root')!
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// A prerendered page stays on screen until its route's code is in: the app then takes its place
// in one step, with the same markup, instead of passing through an empty or loading state.
if (container.hasChildNodes()) void router.load().finally(mount)
else mount()
