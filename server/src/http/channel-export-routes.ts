// The hotel's feeds for the booking sites (issue 39) under /api/calendar: the facility's, a unit's
// and a link's, at addresses whose secret is the only credential (public routes: Airbnb and
// Booking.com fetch them with nothing else). Answered as text/calendar and never stored by
// anyone (`no-store`): a new request or a decline shows at the booking site's next fetch. Any
// address that is not a feed is the one 404 (channels/export-feeds.ts), a database that cannot be
// reached the usual 503 (http/errors.ts).
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify'
import {
  CALENDAR_CONTENT_TYPE,
  CalendarText,
  FacilityFeedParams,
  LinkFeedParams,
  UnitFeedParams,
} from '../../../contract/channel-export'
import type { ChannelExport } from '../channels/export-feeds'
import { errorAnswers } from './openapi'

/**
 * Fetches per client address per minute, each feed's address: a booking site reads a feed every
 * few minutes to hours, a hotel gives it a handful; a flood of them is no booking site.
 */
const FETCHES_PER_MINUTE = 120

const FEED_DESCRIPTION =
  'An iCalendar feed (RFC 5545) of the nights taken: one all-day VEVENT per stay ' +
  '(SUMMARY "Reserved") or imported block ("Not available"), DTEND exclusive, nothing of the ' +
  'guest. 404 for a wrong secret or anything the address names that does not exist.'

const schema = (summary: string, params: FastifySchema['params']): FastifySchema => ({
  summary,
  description: FEED_DESCRIPTION,
  params,
  response: {
    200: {
      description: 'The feed',
      content: { 'text/calendar': { schema: CalendarText } },
    },
    ...errorAnswers(400, 404, 429, 503),
  },
})

const options = (summary: string, params: FastifySchema['params']) => ({
  config: {
    access: 'public' as const,
    rateLimit: { max: FETCHES_PER_MINUTE, timeWindow: '1 minute' },
  },
  schema: schema(summary, params),
})

const send = (reply: FastifyReply, text: string) =>
  reply.header('cache-control', 'no-store').type(CALENDAR_CONTENT_TYPE).send(text)

export function channelExportRoutes(feeds: ChannelExport) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: FacilityFeedParams }>(
      '/calendar/:secret/:facility.ics',
      options("The facility's nights taken, for a booking site", FacilityFeedParams),
      async (req, reply) =>
        send(reply, await feeds.feed(req.params.secret, req.params.facility, { kind: 'facility' })),
    )
    app.get<{ Params: UnitFeedParams }>(
      '/calendar/:secret/:facility/unit/:n.ics',
      options("One unit's nights taken (Booking.com's one-unit rooms)", UnitFeedParams),
      async (req, reply) => {
        const { secret, facility, n } = req.params
        return send(reply, await feeds.feed(secret, facility, { kind: 'unit', unit: n }))
      },
    )
    app.get<{ Params: LinkFeedParams }>(
      '/calendar/:secret/:facility/link/:linkId.ics',
      options(
        "A link's unit's nights taken, without those imported from that link",
        LinkFeedParams,
      ),
      async (req, reply) => {
        const { secret, facility, linkId } = req.params
        return send(reply, await feeds.feed(secret, facility, { kind: 'link', linkId }))
      },
    )
  }
}
