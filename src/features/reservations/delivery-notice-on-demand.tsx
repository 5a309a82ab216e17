// The delivery notice (./delivery-notice.tsx) as every page's start carries it: its code and the
// device's store of requests it reads (./reservation-store.ts, src/lib/keyed-store.ts) load only
// once the notice may have news, which a first visit with nothing kept never has (issue 41: they
// were ~2 kB of the start's gzipped JavaScript).
//
// News is a request kept on this device changing state, and only the device's outbox changes one:
// this tab's, or another tab's, whose writes make this tab load its own outbox too
// (src/app/outbox/lazy-outbox.ts). The outbox loads this notice before it starts (it loads at once
// when the device keeps work at the page's load), so the notice has taken the requests' states
// before anything could change them, as when it was part of the start.
import { useEffect, useState } from 'react'
import type { DeliveryNotice } from './delivery-notice'

/** The notice's module, imported on demand (a type import is no import in the build). */
type DeliveryNoticeModule = { DeliveryNotice: typeof DeliveryNotice }

let loading: Promise<DeliveryNoticeModule> | undefined
const whenAsked = new Set<() => void>()

/** Loads the notice (once; again after a failed load) and shows it on the page. */
export function loadDeliveryNotice(): Promise<DeliveryNoticeModule> {
  if (!loading) {
    const load = import('./delivery-notice')
    loading = load
    load.catch(() => {
      if (loading === load) loading = undefined
    })
    for (const show of whenAsked) show()
  }
  return loading
}

/** The notice once loadDeliveryNotice() has brought it; nothing before. */
export function DeliveryNoticeOnDemand() {
  const [notice, setNotice] = useState<DeliveryNoticeModule>()
  useEffect(() => {
    let mounted = true
    const show = () =>
      void loading?.then(
        (module) => mounted && setNotice(() => module),
        () => undefined, // not loaded (offline, not cached yet): the next ask tries again
      )
    show()
    whenAsked.add(show)
    return () => {
      mounted = false
      whenAsked.delete(show)
    }
  }, [])
  return notice ? <notice.DeliveryNotice /> : null
}
