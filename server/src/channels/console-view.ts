// What the console's "Booking sites" screen shows an owner (issue 39): every facility with its
// links, how each link's imports went, the nights its imports take from the hotel's today, and
// the hotel's feeds to give the booking sites (export-urls.ts, with the facility's secret). A
// link's feed URL is the booking site's secret: only its host leaves the server.
import type { StaffChannelFacility, StaffChannelLink } from '../../../contract/staff-channels'
import type { Facility } from '../../../contract/facility'
import { daysCovered } from '../../../contract/stay-rules'
import { exportUrls } from './export-urls'
import { feedUrlToFetch } from './feed-url'
import type { ChannelLinkRow, ChannelsRepository } from './repository'
import { linkUnit, type ChannelRules } from './rules'

/** The feed's host ("www.airbnb.com"), as the staff recognise it; never its path or query. */
export function feedHost(url: string): string {
  try {
    return new URL(feedUrlToFetch(url)).hostname
  } catch {
    return ''
  }
}

/** The dates from `today` that `blocks` take, each once however many events hold it. */
export function nightsFrom(
  blocks: readonly { from_date: string; to_date: string }[],
  today: string,
) {
  return daysCovered(
    blocks.map((b) => ({ from: b.from_date, to: b.to_date })),
    today,
  )
}

/** The sentences a link's last good import stored (a JSON array); none if unreadable. */
export function warningsOf(row: Pick<ChannelLinkRow, 'last_warnings'>): string[] {
  try {
    const list: unknown = JSON.parse(row.last_warnings)
    return Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : []
  } catch {
    return []
  }
}

export interface ConsoleViewPorts {
  rules: ChannelRules
  store: ChannelsRepository
  facilities: { list(): Promise<Facility[]> }
}

export function channelsConsoleView({ rules, store, facilities }: ConsoleViewPorts) {
  async function linkView(
    row: ChannelLinkRow,
    facility: Facility,
    today: string,
    exportUrl: string,
  ): Promise<StaffChannelLink> {
    return {
      id: row.id,
      facility_id: row.facility_id,
      facility_name: facility.name,
      unit: row.unit,
      name: row.name,
      host: feedHost(row.url),
      created_at: row.created_at,
      last_attempt_at: row.last_attempt_at ?? null,
      last_success_at: row.last_success_at ?? null,
      last_error: row.last_error ?? null,
      failures: row.failures,
      warnings: warningsOf(row),
      nights: nightsFrom(await store.blocksOfLink(row.id), today),
      export_url: exportUrl,
    }
  }

  async function facilityView(
    facility: Facility,
    rows: readonly ChannelLinkRow[],
    origin: string,
    today: string,
  ): Promise<StaffChannelFacility> {
    // The secret is made on first use: a facility with no link yet still has feeds to give.
    const secret = await rules.exportSecret(facility._id)
    const urls = exportUrls(origin, facility._id, secret, facility.capacity, rows)
    return {
      facility_id: facility._id,
      name: facility.name,
      type: facility.type,
      capacity: facility.capacity,
      next_unit: linkUnit(
        facility.capacity,
        rows.map((row) => row.unit),
      ),
      export_url: urls.facility,
      unit_export_urls: urls.units,
      links: await Promise.all(
        rows.map((row) => linkView(row, facility, today, urls.links[row.id] ?? '')),
      ),
    }
  }

  return {
    /** Every facility, in the catalogue's order, with its links by unit. */
    async all(origin: string, today: string): Promise<StaffChannelFacility[]> {
      const [list, rows] = await Promise.all([facilities.list(), rules.links()])
      return Promise.all(
        list.map((facility) =>
          facilityView(
            facility,
            rows.filter((row) => row.facility_id === facility._id),
            origin,
            today,
          ),
        ),
      )
    },

    /** One facility's view (after a link is added or its secret rotated). */
    async one(facilityId: string, origin: string, today: string) {
      const facility = (await facilities.list()).find((f) => f._id === facilityId)
      if (!facility) return undefined
      return facilityView(facility, await rules.links(facilityId), origin, today)
    },
  }
}
