// The facilities list, kept in memory as the exact bytes to send, with its ETag: the site asks
// for it on every visit. Dropped on every change (the database's change feed: this server's
// writes, other replicas' through NOTIFY, the staff CLI's on SQLite); read through to the
// database while the feed cannot promise to hear a change.
import { createHash } from 'node:crypto'
import type { Facility } from '../../../contract/facility'
import type { ChangeFeed } from '../db/change-feed'
import type { FacilitiesRepository } from './repository'

export interface ListSnapshot {
  list: Facility[]
  /** The JSON body, as sent. */
  body: string
  /** A strong ETag of the body. */
  etag: string
}

function snapshot(list: Facility[]): ListSnapshot {
  const body = JSON.stringify(list)
  return { list, body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
}

export function facilitiesListCache(facilities: FacilitiesRepository, changes: ChangeFeed) {
  let kept: Promise<ListSnapshot> | undefined
  /** Counts changes: a read that started before one must not be kept after it. */
  let generation = 0
  changes.subscribe(() => {
    generation++
    kept = undefined
  })

  const load = () => facilities.list().then(snapshot)

  return {
    get(): Promise<ListSnapshot> {
      changes.check()
      if (!changes.isLive()) return load()
      if (kept) return kept
      const startedAt = generation
      const loading = load()
      kept = loading
      loading.then(
        () => {
          if (generation !== startedAt && kept === loading) kept = undefined
        },
        () => {
          if (kept === loading) kept = undefined // a failed read is not kept
        },
      )
      return loading
    },
  }
}
export type FacilitiesListCache = ReturnType<typeof facilitiesListCache>

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
