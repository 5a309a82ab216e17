// The hotel's feeds as a booking site fetches them (issue 39): the address's secret checked, the
// facility, unit or link found, and the text made from what holds the facility's nights now (read
// at each fetch, never cached: a new request is in the next fetch). Any address that is not a feed
// (a wrong or old secret, a facility, unit or link that does not exist, a link of another
// facility) gets the same not_found, so the answer never tells whether a facility exists. The
// secret is compared in constant time, as hashes of equal length.
import { createHash, timingSafeEqual } from 'node:crypto'
import { DomainError } from '../domain-errors'
import type { FacilitiesRepository } from '../facilities/repository'
import { exportEvents, type FeedTarget, type HeldStay } from './export-events'
import { exportFeed } from './feed-export'
import type { ImportedBlock } from '../reservations/channel-blocks'
import type { ChannelsRepository, ExportBlock } from './repository'

/** What the address names after its secret and facility: the facility, a unit or a link. */
export type FeedAddress =
  { kind: 'facility' } | { kind: 'unit'; unit: string } | { kind: 'link'; linkId: string }

export interface ChannelExportOptions {
  /** The stays holding the facility's nights from the hotel's today, and that today. */
  heldStays: (facilityId: string) => Promise<{ today: string; stays: readonly HeldStay[] }>
  /**
   * The facility's units out of order from `start` on (issue 54): their nights are closed on their
   * unit's feeds and the facility's, as an import's are.
   */
  unitsOut?: (facilityId: string, start: string) => Promise<ImportedBlock[]>
  /** The UIDs' right-hand side: the site's host name. */
  uidDomain: string
  now?: () => Date
}

export const noSuchFeed = () =>
  new DomainError('not_found', 'not_found', 'There is no calendar at this address.')

const hashed = (text: string) => createHash('sha256').update(text).digest()
/** Compared against when the facility has no secret, so that answer takes as long as the others. */
const NO_SECRET = hashed('no secret: no facility, or no feed given out yet')

/** A unit's number as a URL writes it: 1, 2, ... (no sign, no leading zero, no exponent). */
const unitNumber = (text: string) => (/^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined)

export function channelExport(
  channels: ChannelsRepository,
  facilities: FacilitiesRepository,
  options: ChannelExportOptions,
) {
  const now = options.now ?? (() => new Date())
  return {
    /** The feed's text (text/calendar); not_found for any address that is not a feed. */
    async feed(secret: string, facilityId: string, address: FeedAddress): Promise<string> {
      const key = await channels.exportKey(facilityId)
      const matches = timingSafeEqual(hashed(secret), key ? hashed(key.secret) : NO_SECRET)
      if (!key || !matches) throw noSuchFeed()
      const facility = await facilities.find(facilityId)
      if (!facility) throw noSuchFeed()
      let target: FeedTarget = { kind: 'facility' }
      let calendarName = facility.name
      if (address.kind === 'unit') {
        const unit = unitNumber(address.unit)
        if (unit === undefined || unit > facility.capacity) throw noSuchFeed()
        target = { kind: 'unit', unit }
        calendarName = `${facility.name}, unit ${unit}`
      } else if (address.kind === 'link') {
        const link = await channels.findLink(address.linkId)
        if (!link || link.facility_id !== facilityId) throw noSuchFeed()
        target = { kind: 'link', unit: link.unit, linkId: link.id }
        calendarName = `${facility.name}, unit ${link.unit}`
      }
      const { today, stays } = await options.heldStays(facilityId)
      const imported = await channels.exportBlocks(facilityId, today)
      // An out-of-order span's UID: its unit and first date (the same span, the same event).
      const out: ExportBlock[] = ((await options.unitsOut?.(facilityId, today)) ?? []).map((b) => ({
        ...b,
        uid: `${b.unit}:${b.date_from}`,
      }))
      const blocks = [...imported, ...out]
      const events = exportEvents({
        capacity: facility.capacity,
        stays,
        blocks,
        target,
        uidDomain: options.uidDomain,
      })
      return exportFeed({ calendarName, events, now: now() })
    },
  }
}
export type ChannelExport = ReturnType<typeof channelExport>
