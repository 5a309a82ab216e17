// Whether the hotel's server can be reached: navigator.onLine says only that some network is
// there, and on captive hotel Wi-Fi even that is wrong. A tiny request the service worker never
// answers from its cache (/health) tells the truth; failed and successful API calls report too.
import { useSyncExternalStore } from 'react'
import { API_BASE_URL } from './env'

const PROBE_TIMEOUT_MS = 5_000
const PROBE_WHILE_OFFLINE_MS = 30_000

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

export function reportReachable(value: boolean) {
  if (value !== reachable) {
    reachable = value
    listeners.forEach((l) => l())
  }
  clearTimeout(timer)
  if (!value) timer = setTimeout(() => void probeConnectivity(), PROBE_WHILE_OFFLINE_MS)
}

export async function probeConnectivity(): Promise<boolean> {
  try {
    const res = await fetch(`${API_BASE_URL}/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    // A captive portal answers too, but not with our JSON.
    const body: unknown = res.ok ? await res.json() : undefined
    reportReachable((body as { ok?: unknown } | undefined)?.ok === true)
  } catch {
    reportReachable(false)
  }
  return reachable
}

export function isReachable(): boolean {
  return reachable
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Probes now, and again whenever the browser's network or the page's visibility changes. */
export function watchConnectivity(): () => void {
  const probe = () => void probeConnectivity()
  const onVisible = () => document.visibilityState === 'visible' && probe()
  const onOffline = () => reportReachable(false)
  window.addEventListener('online', probe)
  window.addEventListener('offline', onOffline)
  document.addEventListener('visibilitychange', onVisible)
  probe()
  return () => {
    window.removeEventListener('online', probe)
    window.removeEventListener('offline', onOffline)
    document.removeEventListener('visibilitychange', onVisible)
    clearTimeout(timer)
  }
}

export function useReachable(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isReachable, () => true)
}
