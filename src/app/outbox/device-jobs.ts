// The jobs of this device's outbox, kept in the features' own stores (nothing twice): a request
// waiting to be sent, the cancellation of a sent request, a contact message, and the hotel told
// to stop pushing the answer to a request withdrawn on the device.
import type { OutboxStore } from './create-outbox'
import {
  addContactMessage,
  listContactMessages,
  removeContactMessage,
  updateContactMessage,
  type StoredContactMessage,
} from '../../features/contact/contact-store'
import {
  addReservation,
  getReservation,
  listReservations,
  removeReservation,
  updateReservation,
  type DeliveryStatus,
  type HotelAnswer,
  type StoredReservation,
} from '../../features/reservations/reservation-store'
import {
  addPushWithdrawal,
  listPushWithdrawals,
  removePushWithdrawal,
} from '../../features/reservations/push-withdrawals'
import { ApiError } from '../../lib/api-errors'
import { texts } from '../../lib/i18n'

export type DeviceJob =
  | { kind: 'reservation'; id: string; entry: StoredReservation }
  | { kind: 'cancellation'; id: string }
  | { kind: 'contact'; id: string; message: StoredContactMessage }
  | { kind: 'push-withdrawal'; id: string }

/** How a refused request is shown: taken dates are the guest's to change; anything else failed. */
export function refusedStatus(error: unknown): DeliveryStatus {
  return error instanceof ApiError && error.status === 409 && error.code === 'dates_unavailable'
    ? 'unavailable'
    : 'failed'
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : texts().chrome.outboxRefused

const isUnknown = (error: unknown) => error instanceof ApiError && error.status === 404

const answeredNow = (status: HotelAnswer['status']): HotelAnswer => {
  const now = new Date().toISOString()
  return { status, note: null, updatedAt: now, holdUntil: null, checkedAt: now }
}

/** Every job still to send, oldest first (by when the guest made it). */
function waiting(): DeviceJob[] {
  const jobs: [string, DeviceJob][] = []
  for (const entry of listReservations()) {
    const id = entry.reservation_id
    if (entry.status === 'pending') jobs.push([entry.createdAt, { kind: 'reservation', id, entry }])
    else if (entry.status === 'sent' && entry.cancelRequestedAt)
      jobs.push([entry.cancelRequestedAt, { kind: 'cancellation', id }])
  }
  for (const withdrawal of listPushWithdrawals())
    jobs.push([withdrawal.at, { kind: 'push-withdrawal', id: withdrawal.reservation_id }])
  for (const message of listContactMessages()) {
    if (message.status === 'pending')
      jobs.push([message.createdAt, { kind: 'contact', id: message.message_id, message }])
  }
  return jobs.sort(([a], [b]) => a.localeCompare(b)).map(([, job]) => job)
}

export const deviceJobs: OutboxStore<DeviceJob> = {
  waiting,
  add(job) {
    if (job.kind === 'reservation') addReservation(job.entry)
    else if (job.kind === 'contact') addContactMessage(job.message)
    else if (job.kind === 'push-withdrawal') addPushWithdrawal(job.id)
    else updateReservation(job.id, { cancelRequestedAt: new Date().toISOString() })
  },
  remove(job) {
    if (job.kind === 'reservation') {
      if (getReservation(job.id)?.status !== 'pending') return false
      removeReservation(job.id)
      return true
    }
    if (job.kind === 'contact') {
      if (!listContactMessages().some((m) => m.message_id === job.id)) return false
      removeContactMessage(job.id)
      return true
    }
    if (job.kind === 'push-withdrawal') return removePushWithdrawal(job.id)
    if (!getReservation(job.id)?.cancelRequestedAt) return false
    updateReservation(job.id, { cancelRequestedAt: undefined })
    return true
  },
  settle(job, outcome) {
    switch (job.kind) {
      case 'reservation':
        // The hotel's answer (and the request's hold) comes with the next status read.
        return outcome.ok
          ? updateReservation(job.id, {
              status: 'sent',
              sentAt: new Date().toISOString(),
              message: undefined,
            })
          : updateReservation(job.id, {
              status: refusedStatus(outcome.error),
              message: messageOf(outcome.error),
            })
      case 'cancellation':
        // Refused (the hotel had declined it meanwhile, say): the guest is told why, and the
        // next status read shows where it stands.
        return outcome.ok
          ? updateReservation(job.id, {
              cancelRequestedAt: undefined,
              cancelMessage: undefined,
              hotel: outcome.answer as HotelAnswer,
            })
          : isUnknown(outcome.error)
            ? // The hotel holds nothing under this id: nothing is left to cancel.
              updateReservation(job.id, {
                cancelRequestedAt: undefined,
                hotel: answeredNow('cancelled'),
              })
            : updateReservation(job.id, {
                cancelRequestedAt: undefined,
                cancelMessage: messageOf(outcome.error),
              })
      case 'contact':
        return outcome.ok
          ? removeContactMessage(job.id)
          : updateContactMessage(job.id, { status: 'failed', problem: messageOf(outcome.error) })
      case 'push-withdrawal':
        // Refused too (a 404: the hotel holds nothing under this id), there is nothing left to do.
        return void removePushWithdrawal(job.id)
    }
  },
  blocked(jobs) {
    // The contact form says a message waits for a connection only once it does (issue 37: it
    // said so for a moment while the first send was on its way, online).
    for (const job of jobs) {
      if (job.kind === 'contact' && !job.message.waitsForConnection)
        updateContactMessage(job.id, { waitsForConnection: true })
    }
  },
}
