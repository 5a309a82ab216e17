// Lighthouse's mobile defaults, for the runs that drive Chromium directly: slow 4G as DevTools
// applies it (Lighthouse's "devtools" throttling values) and a 4x slower CPU.
import type { CDPSession } from '@playwright/test'

export const SLOW_4G = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
}
export const CPU_SLOWDOWN = 4
/** Lighthouse's mobile screen (Moto G Power). */
export const MOBILE_VIEWPORT = { width: 412, height: 823 }
export const MOBILE_SCALE = 1.75
/**
 * Slow 4G as Lighthouse's simulation models it (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), applied as DevTools applies any network: the conditions the tap-to-form targets of issue 16
 * were set under. Lighter than SLOW_4G above, whose latency makes up for DevTools adding it per
 * request rather than per round trip.
 */
export const SIMULATED_SLOW_4G = {
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

/** A network as DevTools emulates it; UNTHROTTLED lifts the emulation. */
export interface NetworkProfile {
  latencyMs: number
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
}
export const UNTHROTTLED: NetworkProfile = {
  latencyMs: 0,
  downloadBytesPerSecond: -1,
  uploadBytesPerSecond: -1,
}

/** DevTools' emulation of `network` on a page's DevTools session (Network.enable sent first). */
export function emulateNetwork(cdp: CDPSession, network: NetworkProfile) {
  return cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downloadBytesPerSecond,
    uploadThroughput: network.uploadBytesPerSecond,
  })
}
