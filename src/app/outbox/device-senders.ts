// The calls behind the device's outbox, loaded when there is something to send or read: they
// bring the API client and its schemas, which a first visit's page does not need.
import { sendContactMessage } from '../../features/contact/api/send-contact-message'
import { cancelReservation } from '../../features/reservations/api/cancel-reservation'
import { hotelAnswer, readStatus } from '../../features/reservations/api/read-status'
import { sendReservation } from '../../features/reservations/api/send-reservation'
import { unsubscribePush } from '../../features/reservations/api/unsubscribe-push'
import { ApiError } from '../../lib/api-errors'
import { isStatusRead } from '../../features/reservations/followed-stays'
import { keptHotelToday } from '../../features/reservations/hotel-calendar'
import { listReservations, updateReservation } from '../../features/reservations/reservation-store'
import type { DeviceJob } from './device-jobs'

/** Sends one job; resolves with what the store keeps of the answer. */
export async function send(job: DeviceJob): Promise<unknown> {
  switch (job.kind) {
    case 'reservation':
      return sendReservation(job.entry)
    case 'cancellation':
      return hotelAnswer(await cancelReservation(job.id))
    case 'contact':
      return sendContactMessage(job.message)
    case 'push-withdrawal':
      return unsubscribePush(job.id)
  }
}

/**
 * The requests whose status may still change, newest first, at most `most` (followed-stays.ts:
 * the rule the live stream keeps, and the unanswered ones whatever their dates).
 */
export function statusesToRead(most: number): string[] {
  const today = keptHotelToday()
  return listReservations()
    .filter((r) => isStatusRead(r, today))
    .slice(0, most)
    .map((r) => r.reservation_id)
}

/**
 * Reads the hotel's answer to each of these requests, one after the other, and keeps it. A
 * request the hotel has no record of (a 404: its database was restored from a backup taken
 * before it arrived, say) goes back to waiting on the device and is sent again: the device keeps
 * the guest's request until the hotel has it.
 */
export async function readStatuses(ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      updateReservation(id, { hotel: await readStatus(id) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        updateReservation(id, { status: 'pending', hotel: undefined })
        continue
      }
      throw error // no way through: the next trigger reads again
    }
  }
}
