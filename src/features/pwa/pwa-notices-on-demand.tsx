// The update notice (./update-notice.tsx) and the iOS install hint (./ios-install-hint.tsx) come
// after the app's start, at the first idle moment: they and the service-worker registration the
// first brings (vite-plugin-pwa's) are ~1.2 kB of gzipped JavaScript that no guest waits for
// before their first tap (issue 41: room in the start's budget). The worker itself is registered
// earlier, by the page's inline script (src/start/start-app.ts): the notice finds it in place,
// and a version already waiting.
import { type ComponentType, useEffect, useState } from 'react'
import type { IosInstallHint } from './ios-install-hint'
import type { UpdateNotice } from './update-notice'

/** The longest a notice waits for an idle moment. */
const IDLE_WAIT_MS = 2000

/**
 * The component `load` brings (a module's export: the same one on every render), once the main
 * thread is idle after the first render.
 */
function useLoadedWhenIdle(load: () => Promise<ComponentType>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType }>()
  useEffect(() => {
    let mounted = true
    const run = () =>
      void load().then(
        (Component) => mounted && setLoaded({ Component }),
        () => undefined, // not loaded (offline, not cached yet): the next page tries again
      )
    const idle = window.requestIdleCallback?.(run, { timeout: IDLE_WAIT_MS })
    const timer = idle === undefined ? setTimeout(run, 0) : undefined
    return () => {
      mounted = false
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [load])
  return loaded
}

const loadUpdateNotice = (): Promise<typeof UpdateNotice> =>
  import('./update-notice').then((m) => m.UpdateNotice)
const loadIosInstallHint = (): Promise<typeof IosInstallHint> =>
  import('./ios-install-hint').then((m) => m.IosInstallHint)

export function UpdateNoticeOnDemand() {
  const loaded = useLoadedWhenIdle(loadUpdateNotice)
  return loaded ? <loaded.Component /> : null
}

export function IosInstallHintOnDemand() {
  const loaded = useLoadedWhenIdle(loadIosInstallHint)
  return loaded ? <loaded.Component /> : null
}
