// The facilities list, kept in memory as the exact bytes to send, with its ETag: the site asks
// for it on every visit. Dropped on every change (the database's change feed: this server's
// writes, other replicas' through NOTIFY, the staff CLI's on SQLite); read through to the
// database while the feed cannot promise to hear a change. While the database cannot be read (an
// outage), the last list read is served, marked stale: a guest is better served by it than by
// none, and the site replays any booking made from it.
import { createHash } from 'node:crypto'
import type { Facility } from '../../../contract/facility'
import { DEFAULT_LANGUAGE } from '../../../src/server-shared'
import type { ChangeFeed } from '../db/change-feed'
import { isDatabaseUnavailable } from '../db/unavailable'
import { inLanguage, type TextsByFacility } from './facility-texts'
import type { FacilitiesRepository } from './repository'

/**
 * On a list served from memory because the database could not be read: when that copy was read
 * (ISO 8601). Absent on a current list.
 */
export const STALE_HEADER = 'x-hearth-stale'

export interface ListSnapshot {
  list: Facility[]
  /** The JSON body, as sent. */
  body: string
  /** A strong ETag of the body. */
  etag: string
  /** When it was read from the database (ISO 8601). */
  readAt: string
  /** Set when the database could not be read and this is the last copy read: its `readAt`. */
  staleSince?: string
}

function snapshot(list: Facility[], readAt: string, staleSince?: string): ListSnapshot {
  const body = JSON.stringify(list)
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`
  return { list, body, etag, readAt, ...(staleSince !== undefined && { staleSince }) }
}

/**
 * One read of the catalogue: the list and the facilities' words in the other languages, with each
 * language's answer made once, when first asked for.
 */
interface CatalogueRead {
  readAt: string
  staleSince?: string
  in(language: string): ListSnapshot
}

function catalogueRead(
  list: Facility[],
  texts: TextsByFacility,
  readAt: string,
  staleSince?: string,
): CatalogueRead {
  const answers = new Map<string, ListSnapshot>()
  return {
    readAt,
    staleSince,
    in(language) {
      const key = language === DEFAULT_LANGUAGE ? '' : language
      let answer = answers.get(key)
      if (!answer) {
        answer = snapshot(key ? inLanguage(list, texts, key) : list, readAt, staleSince)
        answers.set(key, answer)
      }
      return answer
    },
  }
}

export function facilitiesListCache(facilities: FacilitiesRepository, changes: ChangeFeed) {
  let kept: Promise<CatalogueRead> | undefined
  /** Counts changes: a read that started before one must not be kept after it. */
  let generation = 0
  changes.subscribe(() => {
    generation++
    kept = undefined
  })

  /** The last list read, whatever came since: what an outage is answered with. */
  let lastRead: { list: Facility[]; texts: TextsByFacility; readAt: string } | undefined
  const load = (): Promise<CatalogueRead> =>
    facilities.catalogue().then(
      ({ list, texts }) => {
        lastRead = { list, texts, readAt: new Date().toISOString() }
        return catalogueRead(list, texts, lastRead.readAt)
      },
      (error: unknown) => {
        if (!lastRead || !isDatabaseUnavailable(error)) throw error
        return catalogueRead(lastRead.list, lastRead.texts, lastRead.readAt, lastRead.readAt)
      },
    )
  /** Whether a copy in memory may be served: not while a change could go unheard. */
  const live = () => {
    try {
      changes.check()
    } catch {
      return false // SQLite could not say (the file is out of reach): read, or fall back
    }
    return changes.isLive()
  }

  const read = (): Promise<CatalogueRead> => {
    if (!live()) return load()
    if (kept) return kept
    const startedAt = generation
    const loading = load()
    kept = loading
    loading.then(
      (answer) => {
        // Neither a read overtaken by a change nor a stale copy is kept.
        if ((generation !== startedAt || answer.staleSince) && kept === loading) kept = undefined
      },
      () => {
        if (kept === loading) kept = undefined // a failed read is not kept
      },
    )
    return loading
  }

  return {
    /** The list in `language` (the default's words where a facility has none in it). */
    async get(language: string = DEFAULT_LANGUAGE): Promise<ListSnapshot> {
      return (await read()).in(language)
    },
  }
}
export type FacilitiesListCache = ReturnType<typeof facilitiesListCache>

/** The headers that say a list is stale, if it is. */
export function staleHeaders(snapshot: ListSnapshot): Record<string, string> {
  return snapshot.staleSince ? { [STALE_HEADER]: snapshot.staleSince } : {}
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
