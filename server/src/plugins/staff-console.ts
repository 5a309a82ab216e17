// The staff console's calls, registered under /api/staff (STAFF_API_PATH): the inbox and its live
// channel (issue 27), the calendar, the catalogue, the people with access, the guests' messages,
// the notifications (issue 29), the staff's phones (issue 37), the links to the booking sites
// (issue 39), the facilities' rates (issue 40), the money (issue 53), the
// front desk's day (issue 54), the owner's month in figures (issue 55). Their writes' same-origin and JSON checks, and
// their headers, are the staff API's app-wide hooks (http/staff-api.ts); owner-only calls check the role (requireOwner); a stream
// re-checks its session (revoked, signed out).
import type { FastifyPluginAsync } from 'fastify'
import { calendarRoutes } from '../http/staff/calendar-routes'
import { catalogueRoutes } from '../http/staff/catalogue-routes'
import { channelRoutes } from '../http/staff/channel-routes'
import { eventsRoute } from '../http/staff/events-route'
import { inboxRoutes } from '../http/staff/inbox-routes'
import { messagesRoutes } from '../http/staff/messages-routes'
import { notificationsRoutes } from '../http/staff/notifications-routes'
import { peopleRoutes } from '../http/staff/people-routes'
import { staffPushRoutes } from '../http/staff/push-routes'
import { rateRoutes } from '../http/staff/rate-routes'
import { paymentRoutes } from '../http/staff/payment-routes'
import { frontDeskRoutes } from '../http/staff/frontdesk-routes'
import { numbersRoutes } from '../http/staff/numbers-routes'
import type { DomainOptions } from './domain-options'

export const staffConsolePlugin: FastifyPluginAsync<DomainOptions> = async (
  staffApi,
  { services },
) => {
  await staffApi.register(
    inboxRoutes(services.reservations, {
      guestTold: (id) => services.guest.told(id),
      unitFacts: (id) => services.frontDesk.unitFacts(id),
    }),
  )
  for (const routes of [
    calendarRoutes,
    catalogueRoutes,
    peopleRoutes,
    messagesRoutes,
    notificationsRoutes,
    staffPushRoutes,
    channelRoutes,
    rateRoutes,
    paymentRoutes,
    frontDeskRoutes,
    numbersRoutes,
  ]) {
    await staffApi.register(routes(services))
  }
  const { changes } = services.database
  await staffApi.register(
    eventsRoute({
      feed: [changes.reservations, changes.messages],
      sessionActive: (idHash) => services.staff.sessionActive(idHash),
    }),
  )
}
