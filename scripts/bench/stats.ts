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
