// What the staff are told about the imports (issue 39), once each, whichever server notices:
// - an overbooking: an import took a night no unit can give any more over a confirmed stay (the
//   confirmed stays and the units the imports take on that night are more than the capacity).
//   The stay's reference, its dates and the channel (the link's name, never the feed's text).
//   Once per stay and link: a link that goes on blocking the night is not told of again at every
//   import; another link taking a night of the same stay is a new alert.
// - a stale feed: a link whose feed has not been imported for `staleAfterMs` (three of the
//   schedule's intervals), since its last success or, never imported, since it was added. Once
//   per link and last success: a feed that recovers and fails again later is told of again.
// The alert is remembered in the transaction that queues its notification (alerts-repository.ts).
import { addDays } from '../../../contract/calendar-date'
import { blockedUnitsPerDay, countPerDay } from '../../../contract/stay-rules'
import type { Transaction } from '../db/transaction'
import type { FacilitiesRepository } from '../facilities/repository'
import { hotelToday } from '../hotel-dates'
import type { ChannelAlertsRepository, ConfirmedStay } from './alerts-repository'
import type { ChannelsRepository } from './repository'

export const OVERBOOKED_EVENT = 'channel.overbooked'
export const STALE_EVENT = 'channel.stale'
export type ChannelAlertType = typeof OVERBOOKED_EVENT | typeof STALE_EVENT

/** Queues the staff's notification of an alert in `tx` (services.ts: the outbox, staff phones). */
export type NotifyStaff = (
  tx: Transaction,
  type: ChannelAlertType,
  data: Record<string, unknown>,
) => Promise<void>

export interface ChannelAlertsOptions {
  repository: ChannelAlertsRepository
  store: ChannelsRepository
  facilities: Pick<FacilitiesRepository, 'find'>
  notify: NotifyStaff
  /** How long without a successful import makes a feed stale. */
  staleAfterMs: number
  timeZone: string
}

/** The nights of `stay` on which `own` days are taken and the units are over the capacity. */
export function overbookedNights(
  stay: Pick<ConfirmedStay, 'date_from' | 'occupied_until'>,
  own: ReadonlySet<string>,
  taken: ReadonlyMap<string, number>,
  capacity: number,
): string[] {
  const nights: string[] = []
  for (let day = stay.date_from; day < stay.occupied_until; day = addDays(day, 1)) {
    if (own.has(day) && (taken.get(day) ?? 0) > capacity) nights.push(day)
  }
  return nights
}

export function channelAlerts(options: ChannelAlertsOptions) {
  const { repository, store, facilities, notify } = options
  const today = hotelToday(options.timeZone)

  return {
    /** After a successful import of `linkId`: the confirmed stays it overbooked, told once each. */
    async afterImport(linkId: string, at: Date): Promise<void> {
      const link = await store.findLink(linkId)
      const facility = link && (await facilities.find(link.facility_id))
      if (!link || !facility) return
      const blocks = await store.ofFacility(link.facility_id, today(at), undefined)
      const own = blocks.filter((b) => b.link_id === linkId)
      if (own.length === 0) return
      // Nights before today are past: what was overbooked then is no news.
      const start = today(at)
      const end = own.reduce((max, b) => (b.occupied_until > max ? b.occupied_until : max), start)
      const ownDays = new Set(
        [...blockedUnitsPerDay(own, start, end)].filter(([, units]) => units > 0).map(([d]) => d),
      )
      const stays = await repository.confirmedStays(link.facility_id, start, end)
      if (stays.length === 0) return
      const confirmed = countPerDay(stays, start, end)
      const taken = new Map(
        [...blockedUnitsPerDay(blocks, start, end)].map(([day, units]) => [
          day,
          units + (confirmed.get(day) ?? 0),
        ]),
      )
      for (const stay of stays) {
        const nights = overbookedNights(stay, ownDays, taken, facility.capacity)
        if (nights.length === 0) continue
        const alert = {
          kind: 'overbooked' as const,
          key: `${stay.reservation_id} ${linkId}`,
          linkId,
          at: at.toISOString(),
        }
        await repository.once(alert, (tx) =>
          notify(tx, OVERBOOKED_EVENT, {
            reservation_id: stay.reservation_id,
            ...(stay.reference ? { reference: stay.reference } : {}),
            facility_id: link.facility_id,
            facility_name: stay.facility_name,
            dateRange: { from: stay.date_from, to: stay.date_to },
            channel: link.name,
            link_id: linkId,
            nights,
          }),
        )
      }
    },

    /** After a failed import of `linkId`: told once when it has not succeeded for long. */
    async afterFailure(linkId: string, at: Date): Promise<void> {
      const link = await store.findLink(linkId)
      if (!link) return
      const since = link.last_success_at ?? link.created_at
      if (at.getTime() - Date.parse(since) < options.staleAfterMs) return
      const facility = await facilities.find(link.facility_id)
      const alert = {
        kind: 'stale' as const,
        key: `${linkId} ${link.last_success_at ?? 'never'}`,
        linkId,
        at: at.toISOString(),
      }
      await repository.once(alert, (tx) =>
        notify(tx, STALE_EVENT, {
          facility_id: link.facility_id,
          facility_name: facility?.name ?? link.facility_id,
          channel: link.name,
          link_id: linkId,
          unit: link.unit,
          last_success_at: link.last_success_at,
          last_error: link.last_error,
        }),
      )
    },
  }
}
export type ChannelAlerts = ReturnType<typeof channelAlerts>
