// The query cache in localStorage. It is restored synchronously before the first render, so a
// returning guest sees the carousels at first paint, even offline.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { hydrate, type QueryClient } from '@tanstack/react-query'
import {
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { QUERY_CACHE_MAX_AGE } from './query-client'

const CACHE_KEY = 'hearth:query-cache'
/** A new app version may read data differently: its cache starts afresh. */
const BUSTER = __APP_VERSION__

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const persister = createSyncStoragePersister({ storage: storage(), key: CACHE_KEY })

export function restoreQueryCache(queryClient: QueryClient) {
  let persisted: PersistedClient | undefined
  try {
    persisted = persister.restoreClient() as PersistedClient | undefined
  } catch {
    persisted = undefined // unreadable: start afresh
  }
  if (!persisted) return
  const fresh = Date.now() - persisted.timestamp <= QUERY_CACHE_MAX_AGE
  if (fresh && persisted.buster === BUSTER) hydrate(queryClient, persisted.clientState)
  else void persister.removeClient()
}

export function persistQueryCache(queryClient: QueryClient): () => void {
  return persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.status === 'success' },
  })
}
