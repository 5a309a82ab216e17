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
  /** The body's bytes: encoded once per list, not on every answer. */
  bytes: Buffer
  /** A strong ETag of the body. */
  etag: string
  /** When it was read from the database (ISO 8601). */
  readAt: string
  /** Set when the database could not be read and this is the last copy read: its `readAt`. */
  staleSince?: string
}

function snapshot(list: Facility[], readAt: string, staleSince?: string): ListSnapshot {
  const body = JSON.stringify(list)
  const bytes = Buffer.from(body)
  const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`
  return { list, body, bytes, etag, readAt, ...(staleSince !== undefined && { staleSince }) }
}

/**
 * One read of the catalogue: the list and the facilities' words in the other languages, with each
 * language's answer made once, when first asked for.
 */
interface CatalogueRead {
  /** The facilities in the default language, as `FacilitiesRepository.find` answers each. */
  list: Facility[]
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
    list,
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
  /** What `kept` resolved to, once it has: the answer without a turn of the microtask queue. */
  let keptRead: CatalogueRead | undefined
  /** Counts changes: a read that started before one must not be kept after it. */
  let generation = 0
  changes.subscribe(() => {
    generation++
    kept = undefined
    keptRead = undefined
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
        if (kept !== loading) return
        // Neither a read overtaken by a change nor a stale copy is kept.
        if (generation !== startedAt || answer.staleSince) kept = undefined
        else keptRead = answer
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
    /**
     * The list in `language` if a current copy is in memory, without waiting: the most asked-for
     * answer pays no promise. Undefined when `get` must read (nothing kept yet, a change since,
     * or a feed that could miss one).
     */
    current(language: string = DEFAULT_LANGUAGE): ListSnapshot | undefined {
      // First: live() may hear of a change (SQLite's check), which drops keptRead.
      if (!live()) return undefined
      return keptRead?.in(language)
    },
    /**
     * One facility as `FacilitiesRepository.find` answers it (its rates too), for the guest's
     * availability, quote and booking: from the list in memory when it is current, else read
     * with the list. Read from the database instead while the feed could miss a change, during an
     * outage (a 503, never a stale copy: a booking is priced on the rates as they are), and for
     * an id the list lacks: one just created through another replica is found before its
     * NOTIFY arrives. A change through another replica reaches this one within its NOTIFY
     * (milliseconds); the booking's transaction checks that the facility still exists.
     */
    async find(id: string): Promise<Facility | undefined> {
      if (!live()) return facilities.find(id)
      const current = keptRead ?? (await read())
      const facility = current.staleSince === undefined && current.list.find((f) => f._id === id)
      return facility || facilities.find(id)
    },
  }
}
export type FacilitiesListCache = ReturnType<typeof facilitiesListCache>

/** Where one facility is read from: the repository, or the list in memory (`find` above). */
export type FacilityLookup = Pick<FacilitiesListCache, 'find'>

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
