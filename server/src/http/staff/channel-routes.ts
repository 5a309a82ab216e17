// The console's booking sites (issue 39), an owner's screen: the links of facilities' units to
// outside calendars and the hotel's feeds to give them (`GET /channels`), a feed linked (`POST
// /channels`: the channel rules check the URL and refuse it unstored; its first import starts at
// once), a link removed (its nights free again), the facility's export secret rotated (the old
// URLs answer 404). HTTP only: the rules are the CLI's `channels …` (channels/rules.ts). A feed's
// URL never comes back in an answer: it is the booking site's secret.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  StaffChannelAddBody,
  StaffChannelFacility,
  StaffChannelLink,
  StaffChannelParams,
  StaffChannelRemoved,
  StaffChannelRotateBody,
  StaffChannels,
} from '../../../../contract/staff-channels'
import type { z } from '../../../../contract/zod'
import { channelsConsoleView } from '../../channels/console-view'
import { facilityNotFound } from '../../domain-errors'
import { hotelToday } from '../../hotel-dates'
import type { Services } from '../../services'
import { errorAnswers } from '../openapi'
import { siteOrigin } from '../same-origin'

/** Every call here is an owner's: refused (403) before its body is read. */
const OWNER_ONLY = { access: 'owner' } as const

export function channelRoutes(services: Services) {
  const { channels } = services
  const view = channelsConsoleView({
    rules: channels,
    store: services.channelStore,
    facilities: services.facilities,
  })
  const today = hotelToday(services.config.HOTEL_TIMEZONE)
  const clock = services.now ?? (() => new Date())
  // The URLs are for the booking sites: PUBLIC_URL's origin, or the address the owner uses.
  const originOf = (req: FastifyRequest) =>
    new URL(siteOrigin(services.config.PUBLIC_URL, req)).origin
  const sync = services.channelSync
  const syncMinutes = services.config.CHANNEL_SYNC_MINUTES

  return async function routes(app: FastifyInstance) {
    app.get(
      '/channels',
      {
        config: OWNER_ONLY,
        schema: { response: { 200: StaffChannels, ...errorAnswers(401, 403, 503) } },
      },
      async (req) => ({
        facilities: await view.all(originOf(req), today(clock())),
        timeZone: services.config.HOTEL_TIMEZONE,
        sync_minutes: syncMinutes,
      }),
    )

    app.post<{ Body: z.infer<typeof StaffChannelAddBody> }>(
      '/channels',
      {
        config: OWNER_ONLY,
        schema: {
          body: StaffChannelAddBody,
          response: { 200: StaffChannelLink, ...errorAnswers(400, 401, 403, 404, 413, 415, 503) },
        },
      },
      async (req) => {
        const { facilityId, url, name, unit } = req.body
        const link = await channels.addLink(facilityId, { url, name, unit })
        // The link as added, read before its first import starts: the answer is the same
        // whether that import is quick or slow (it once raced it, and said its error or not).
        const facility = await view.one(facilityId, originOf(req), today(clock()))
        const shown = facility?.links.find((l) => l.id === link.id)
        if (!shown) throw facilityNotFound(facilityId)
        // The first import at once, not at the next turn of the schedule; the screen shows how it
        // went when it reads the links again (the live updates hear of the nights it takes).
        // (syncLink records a failure on the link and does not throw; a crash of its own is logged.)
        void sync.syncLink(link.id).catch((error: unknown) => {
          req.log.error({ err: error, linkId: link.id }, "a new link's first import failed")
        })
        return shown
      },
    )

    app.post<{ Params: z.infer<typeof StaffChannelParams> }>(
      '/channels/:id/remove',
      {
        config: OWNER_ONLY,
        schema: {
          params: StaffChannelParams,
          response: {
            200: StaffChannelRemoved,
            ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
          },
        },
      },
      async (req) => {
        await channels.removeLink(req.params.id)
        return { id: req.params.id, removed: true as const }
      },
    )

    app.post<{ Body: z.infer<typeof StaffChannelRotateBody> }>(
      '/channels/rotate',
      {
        config: OWNER_ONLY,
        schema: {
          body: StaffChannelRotateBody,
          response: {
            200: StaffChannelFacility,
            ...errorAnswers(400, 401, 403, 404, 413, 415, 503),
          },
        },
      },
      async (req) => {
        await channels.rotateExportSecret(req.body.facilityId)
        const facility = await view.one(req.body.facilityId, originOf(req), today(clock()))
        if (!facility) throw facilityNotFound(req.body.facilityId)
        return facility
      },
    )
  }
}
