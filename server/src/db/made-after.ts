// The moment a row that lists in the order of making is said to be made (facilities in the
// catalogue; a facility's rate rules, where between equals the newer wins). Their lists order by
// `created_at`, then by id: rows made within one millisecond (a script, two owners at once) or on
// a clock set back would be ordered by their random ids, not as they were made.

/**
 * `now` as stored (ISO 8601, UTC), or one millisecond after `last` (the newest such row's
 * `created_at`) when the clock has not moved past it. An unreadable `last` is passed over.
 */
export function madeAfter(now: Date, last: string | null | undefined): string {
  const after = Date.parse(last ?? '') + 1
  return new Date(
    Number.isFinite(after) ? Math.max(now.getTime(), after) : now.getTime(),
  ).toISOString()
}
