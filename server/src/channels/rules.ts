// What the staff may do with the links to outside calendars (issue 39), whoever asks (the
// console, the CLI): link a feed to one of a facility's units (a unit beyond its capacity is
// refused; without one, the first unit with no link yet, else unit 1), list and remove links, and
// the facility's export secret (made on first use, rotatable: the old URLs then answer 404).
// A feed's URL is checked before a link is added, with the outbound rules of a push endpoint
// (feed-url.ts): one the server may not call is refused with a sentence and never stored, so no
// caller (console, CLI) can forget it; the fetch checks it again (feed-fetch.ts). The imports
// themselves write through the repository (replaceBlocks, sync.ts).
import { randomBytes, randomUUID } from 'node:crypto'
import { DomainError, facilityNotFound } from '../domain-errors'
import type { FacilitiesRepository } from '../facilities/repository'
import type { OutboundPolicy } from '../outbound'
import { checkFeedUrl, FeedUrlRefused } from './feed-url'
import type { ChannelLinkRow, ChannelsRepository } from './repository'

export interface NewLink {
  url: string
  /** The staff's name for it; without one, the feed's host ("www.airbnb.com"). */
  name?: string
  unit?: number
}

/** The unit a new link takes: the one asked for, within the capacity; else the first free. */
export function linkUnit(capacity: number, linked: readonly number[], asked?: number): number {
  if (asked === undefined) {
    for (let unit = 1; unit <= capacity; unit++) if (!linked.includes(unit)) return unit
    return 1
  }
  if (!Number.isInteger(asked) || asked < 1 || asked > capacity) {
    throw new DomainError(
      'invalid',
      'unit_out_of_range',
      capacity === 1
        ? `This facility has 1 unit: the unit must be 1, not ${asked}.`
        : `This facility has ${capacity} units: the unit must be a whole number from 1 to ${capacity}, not ${asked}.`,
    )
  }
  return asked
}

export function channelRules(
  channels: ChannelsRepository,
  facilities: FacilitiesRepository,
  {
    now = () => new Date(),
    policy = {},
  }: {
    now?: () => Date
    /** The outbound rules' settings (the tests' local feed servers). */
    policy?: OutboundPolicy
  } = {},
) {
  return {
    /** Throws DomainError('invalid', 'feed_url_refused') for a URL the server may not call. */
    async addLink(facilityId: string, link: NewLink): Promise<ChannelLinkRow> {
      const facility = await facilities.find(facilityId)
      if (!facility) throw facilityNotFound(facilityId)
      const url = await refusedFeed(link.url, policy)
      const linked = (await channels.links(facilityId)).map((l) => l.unit)
      const row = {
        id: randomUUID(),
        facility_id: facilityId,
        unit: linkUnit(facility.capacity, linked, link.unit),
        name: link.name?.trim() || url.hostname,
        url: link.url,
        created_at: now().toISOString(),
      }
      await channels.addLink(row)
      return (await channels.findLink(row.id)) ?? { ...row, ...NEVER_IMPORTED }
    },

    links: (facilityId?: string) => channels.links(facilityId),

    async removeLink(id: string): Promise<void> {
      if (!(await channels.removeLink(id))) {
        throw new DomainError('not_found', 'not_found', `No channel link has the id ${id}.`)
      }
    },

    /** The facility's export secret, made (and kept by every server) on first use. */
    async exportSecret(facilityId: string): Promise<string> {
      const stored = await channels.exportKey(facilityId)
      if (stored) return stored.secret
      if (!(await facilities.find(facilityId))) throw facilityNotFound(facilityId)
      await channels.saveExportKey(facilityId, newSecret(), now().toISOString(), false)
      return (await channels.exportKey(facilityId))!.secret
    },

    /** A new secret: the URLs the booking sites hold stop working (404) until given the new ones. */
    async rotateExportSecret(facilityId: string): Promise<string> {
      if (!(await facilities.find(facilityId))) throw facilityNotFound(facilityId)
      const secret = newSecret()
      await channels.saveExportKey(facilityId, secret, now().toISOString(), true)
      return secret
    },
  }
}
export type ChannelRules = ReturnType<typeof channelRules>

const NEVER_IMPORTED = {
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  failures: 0,
  last_warnings: '[]',
}

/** The feed's URL as it will be fetched, or the staff's sentence of why it may not be. */
async function refusedFeed(raw: string, policy: OutboundPolicy): Promise<URL> {
  try {
    return await checkFeedUrl(raw, policy)
  } catch (error) {
    if (!(error instanceof FeedUrlRefused)) throw error
    throw new DomainError(
      'invalid',
      'feed_url_refused',
      `This feed cannot be linked: ${error.message}. Paste the calendar's export link as the booking site gives it (https://... or webcal://...).`,
    )
  }
}

/** 32 random bytes, base64url: unguessable in a URL. */
const newSecret = () => randomBytes(32).toString('base64url')
