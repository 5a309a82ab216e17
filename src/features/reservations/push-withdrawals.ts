// Requests withdrawn on this device after the hotel was told to push their answers here
// (notify-offer.tsx): the hotel is to forget those subscriptions (DELETE .../push), delivered by
// the device's outbox like any call the guest made offline. The request itself is gone from the
// reservation store, so its withdrawal is kept here until delivered; in localStorage, one key
// each, as the store (src/lib/keyed-store.ts).
import { createKeyedStore } from '../../lib/keyed-store'
import { PUSH_WITHDRAWALS_KEY } from '../../lib/start-names'

export interface PushWithdrawal {
  reservation_id: string
  /** When the request was withdrawn: the outbox delivers oldest first. */
  at: string
}

const store = createKeyedStore<PushWithdrawal>({
  key: PUSH_WITHDRAWALS_KEY,
  idOf: (w) => w.reservation_id,
  read: (w) =>
    typeof w === 'object' &&
    w !== null &&
    typeof (w as PushWithdrawal).reservation_id === 'string' &&
    typeof (w as PushWithdrawal).at === 'string'
      ? { reservation_id: (w as PushWithdrawal).reservation_id, at: (w as PushWithdrawal).at }
      : undefined,
  compare: (a, b) => a.at.localeCompare(b.at) || a.reservation_id.localeCompare(b.reservation_id),
})

export const listPushWithdrawals = store.list

export function addPushWithdrawal(reservationId: string) {
  store.put({ reservation_id: reservationId, at: new Date().toISOString() })
}

/** False when it was not waiting. */
export const removePushWithdrawal = store.remove
