// Lighthouse's mobile defaults, for the runs that drive Chromium directly: slow 4G as DevTools
// applies it (Lighthouse's "devtools" throttling values) and a 4x slower CPU.
export const SLOW_4G = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
}
export const CPU_SLOWDOWN = 4
/** Lighthouse's mobile screen (Moto G Power). */
export const MOBILE_VIEWPORT = { width: 412, height: 823 }
export const MOBILE_SCALE = 1.75
