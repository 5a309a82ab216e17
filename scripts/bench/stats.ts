// Medians and spreads of repeated measurements.
export interface Spread {
  median: number
  min: number
  max: number
  runs: number
}

export function spread(values: number[]): Spread {
  if (values.length === 0) return { median: NaN, min: NaN, max: NaN, runs: 0 }
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs: values.length }
}

/** The value below which a share `q` (0 to 1) of the values lie: the 99th percentile at 0.99. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}
