// The console's booking sites (issue 39, owners only): each facility's links to outside calendars
// (Airbnb, Booking.com), how their imports are doing, and the addresses of the hotel's own feeds
// to give those sites. A feed's URL is the booking site's secret (anyone holding it reads the
// unit's bookings): it goes in once, when a link is added, and never comes back: answers name its
// host only. The export URLs carry the hotel's secret and are shown to owners alone.
import { FacilityType } from './facility'
import { identifier, singleLineText } from './text'
import { z } from './zod'

/** The longest feed URL taken (Airbnb's are some 100 characters, with their own secret). */
export const FEED_URL_MAX = 2000
/** The longest name a link is given ("Booking.com, unit 2"). */
export const CHANNEL_NAME_MAX = 60

/** `webcal://` and `webcals://`, the calendar apps' names for an https feed, as https. */
const asFetched = (url: string) => url.replace(/^webcals?:\/\//i, 'https://')

/** One link: a feed that takes one unit of a facility, as its imports went. */
export const StaffChannelLink = z.object({
  id: z.string(),
  facility_id: z.string(),
  facility_name: z.string(),
  /** The facility's unit its events take, from 1. */
  unit: z.number().int(),
  /** The staff's name for it ("Airbnb"), or the feed's host when they gave none. */
  name: z.string(),
  /** The feed's host name only ("www.airbnb.com"): the URL itself is never sent back. */
  host: z.string(),
  created_at: z.string(),
  /** The last import tried, and the last that succeeded ("last imported"); null: never. */
  last_attempt_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  /** Why the last import failed, in words; null after a success. */
  last_error: z.string().nullable(),
  /** Failed imports since the last success. */
  failures: z.number().int(),
  /**
   * What the last good import skipped, each naming an event by its place in the feed ("Event 3
   * was skipped: its dates could not be read."), never by the feed's own text; empty: nothing.
   */
  warnings: z.array(z.string()),
  /** The nights (or days) from the hotel's today its imports take. */
  nights: z.number().int(),
  /** The hotel's feed to give this site: the link's unit, without what came from this link. */
  export_url: z.string(),
})
export type StaffChannelLink = z.infer<typeof StaffChannelLink>

/** One facility: its links, and its export feeds (the facility's, and one per unit). */
export const StaffChannelFacility = z.object({
  facility_id: z.string(),
  name: z.string(),
  type: FacilityType,
  capacity: z.number().int(),
  /** The unit a new link takes when none is asked for: the first with no link yet, else 1. */
  next_unit: z.number().int(),
  export_url: z.string(),
  unit_export_urls: z.array(z.string()),
  links: z.array(StaffChannelLink),
})
export type StaffChannelFacility = z.infer<typeof StaffChannelFacility>

/** `GET /api/staff/channels`: every facility in the catalogue's order; times in `timeZone`. */
export const StaffChannels = z.object({
  facilities: z.array(StaffChannelFacility),
  timeZone: z.string(),
  /** How often every server's schedule imports each feed (CHANNEL_SYNC_MINUTES). */
  sync_minutes: z.number().int().optional(),
})
export type StaffChannels = z.infer<typeof StaffChannels>

/**
 * `POST /api/staff/channels`: a feed to link. Without `unit`, the first unit with no link yet
 * (else unit 1); without `name`, the feed's host. Whether the server may fetch the URL at all
 * (https, a public host) is the server's check: 400 `feed_url_refused` with the reason.
 */
export const StaffChannelAddBody = z.strictObject(
  {
    facilityId: identifier(200),
    url: singleLineText(FEED_URL_MAX).refine(
      (url) => URL.canParse(asFetched(url)),
      'must be the feed’s full address, like https://www.airbnb.com/calendar/ical/…',
    ),
    name: singleLineText(CHANNEL_NAME_MAX).optional(),
    unit: z.number().int().min(1).max(1000).optional(),
  },
  { error: 'must be a JSON object' },
)
export type StaffChannelAddBody = z.input<typeof StaffChannelAddBody>

/** `POST /api/staff/channels/rotate`: the facility whose export secret is replaced. */
export const StaffChannelRotateBody = z.strictObject(
  { facilityId: identifier(200) },
  { error: 'must be a JSON object' },
)
export type StaffChannelRotateBody = z.infer<typeof StaffChannelRotateBody>

export const StaffChannelParams = z.strictObject({ id: identifier(100) })

/** `POST /api/staff/channels/:id/remove`: the link is gone, and the nights it blocked free. */
export const StaffChannelRemoved = z.object({ id: z.string(), removed: z.literal(true) })
export type StaffChannelRemoved = z.infer<typeof StaffChannelRemoved>
