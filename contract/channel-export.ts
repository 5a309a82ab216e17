// The hotel's feeds for the booking sites (issue 39): their addresses' parameters and what they
// answer. `GET /api/calendar/:secret/:facility.ics` (the facility), `.../:facility/unit/:n.ics`
// (unit n) and `.../:facility/link/:linkId.ics` (a link's: its unit without its own imports) answer
// `text/calendar`; any address that is not a feed answers 404 (server/src/channels/export-urls.ts
// builds them).
import { identifier } from './text'
import { z } from './zod'

/** What every feed answers with. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** A feed's text (RFC 5545), as the OpenAPI document describes the answer. */
export const CalendarText = z.string().describe('An iCalendar text (RFC 5545)')

export const FacilityFeedParams = z.object({ secret: identifier(200), facility: identifier(1000) })
export type FacilityFeedParams = z.infer<typeof FacilityFeedParams>

export const UnitFeedParams = FacilityFeedParams.extend({ n: identifier(20) })
export type UnitFeedParams = z.infer<typeof UnitFeedParams>

export const LinkFeedParams = FacilityFeedParams.extend({ linkId: identifier(200) })
export type LinkFeedParams = z.infer<typeof LinkFeedParams>
