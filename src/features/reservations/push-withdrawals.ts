// Requests withdrawn on this device after the hotel was told to push their answers here
// (notify-offer.tsx): the hotel is to forget those subscriptions (DELETE .../push), delivered by
// the device's outbox like any call the guest made offline. The request itself is gone from the
// reservation store, so its withdrawal is kept here until delivered; localStorage, as the store.
const KEY = 'hearth:push-withdrawals'

export interface PushWithdrawal {
  reservation_id: string
  /** When the request was withdrawn: the outbox delivers oldest first. */
  at: string
}

export function listPushWithdrawals(): PushWithdrawal[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(data)) return []
    return data.filter(
      (w): w is PushWithdrawal =>
        typeof w === 'object' &&
        w !== null &&
        typeof (w as PushWithdrawal).reservation_id === 'string' &&
        typeof (w as PushWithdrawal).at === 'string',
    )
  } catch {
    return [] // storage blocked, or what it holds no longer reads: nothing to deliver
  }
}

function write(list: PushWithdrawal[]) {
  if (list.length === 0) localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, JSON.stringify(list))
}

export function addPushWithdrawal(reservationId: string) {
  const others = listPushWithdrawals().filter((w) => w.reservation_id !== reservationId)
  write([...others, { reservation_id: reservationId, at: new Date().toISOString() }])
}

/** False when it was not waiting. */
export function removePushWithdrawal(reservationId: string): boolean {
  const list = listPushWithdrawals()
  const rest = list.filter((w) => w.reservation_id !== reservationId)
  if (rest.length === list.length) return false
  write(rest)
  return true
}
