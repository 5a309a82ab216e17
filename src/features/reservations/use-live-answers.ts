// The hotel's word on the open confirmation page within moments (issues 37 and 51): while a stay
// here is ahead (followed-stays.ts: the hotel has it and its last night is to come, whatever its
// status), the page is shown and the hotel's server is reachable, one stream
// (`GET /api/reservations/live?ids=...`, contract/request-live.ts) follows those stays by their
// ids and each state it tells is kept as a status read's would be: an answer, a cancellation by
// the hotel, a reinstatement. With no push or SMS set, this is how a guest hears of a change.
// Closed when no stay is ahead, the page is hidden or the connection goes; a request not
// delivered yet has no state at the hotel and is not followed (the outbox delivers it, then it is).
//
// Falling back: a dropped connection is reopened by the browser, and the server tells every
// followed state on opening, so nothing is missed. A stream refused (a limit, the server out of
// reach) reads the statuses once (the outbox's read) and tries again later, less and less often;
// meanwhile the outbox's own reads go on as without a stream. Loaded with this page only.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { REQUEST_LIVE_EVENTS, requestLiveUrl } from '../../../contract/request-live-names'
import { RESERVATION_STATUSES } from '../../../contract/reservation-status'
import { useReachable } from '../../lib/connectivity'
import { API_BASE_URL } from '../../lib/env'
import { followedIds } from './followed-stays'
import { keptHotelToday } from './hotel-calendar'
import {
  getReservation,
  updateReservation,
  type HotelAnswer,
  type StoredReservation,
} from './reservation-store'

/** A refused stream is tried again after this, doubling each time up to LAST_RETRY_MS. */
const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000

const isText = (v: unknown): v is string => typeof v === 'string'
const isTextOrNull = (v: unknown): v is string | null => v === null || isText(v)

/** A `state` event's data as the store keeps it, or undefined when it is not one. */
export function liveAnswer(data: string): { id: string; answer: HotelAnswer } | undefined {
  let v: Record<string, unknown>
  try {
    v = JSON.parse(data) as Record<string, unknown>
  } catch {
    return undefined
  }
  if (
    typeof v !== 'object' ||
    v === null ||
    !isText(v.reservation_id) ||
    !RESERVATION_STATUSES.includes(v.status as never) ||
    !isTextOrNull(v.note) ||
    !isText(v.updated_at) ||
    !isTextOrNull(v.hold_until)
  ) {
    return undefined
  }
  return {
    id: v.reservation_id,
    answer: {
      status: v.status as HotelAnswer['status'],
      note: v.note,
      updatedAt: v.updated_at,
      holdUntil: v.hold_until,
      checkedAt: new Date().toISOString(),
      ...(isText(v.stay_path) ? { stayPath: v.stay_path } : {}),
      ...(v.checked_in === true ? { checkedIn: true as const } : {}),
    },
  }
}

/** Keeps a told state, unless the device knows a later one (a cancellation's own answer). */
export function keepLiveAnswer(id: string, answer: HotelAnswer) {
  const entry = getReservation(id)
  if (entry?.status !== 'sent') return
  const known = entry.hotel
  if (known && Date.parse(known.updatedAt) > Date.parse(answer.updatedAt)) return
  updateReservation(id, { hotel: answer })
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const useVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  )

/**
 * Follows the stays ahead live while this page is shown and online. `refresh` is the outbox's
 * status read: for an id the hotel does not know, and when the stream is refused.
 */
export function useLiveAnswers(
  reservations: readonly StoredReservation[],
  refresh: (options?: { fresh?: boolean }) => void,
) {
  // Read on each render (a change of the store is one): a page left open past a stay's last night
  // lets it go at the next change, and the server stops reading it by itself meanwhile.
  const ids = followedIds(reservations, keptHotelToday())
  const visible = useVisible()
  const reachable = useReachable()
  // Bumped to open a refused stream again, after `retryMs`.
  const [attempt, setAttempt] = useState(0)
  const retryMs = useRef(FIRST_RETRY_MS)

  useEffect(() => {
    if (!ids || !visible || !reachable || typeof EventSource === 'undefined') return
    const source = new EventSource(requestLiveUrl(API_BASE_URL, ids.split(',')))
    let retry: ReturnType<typeof setTimeout> | undefined
    source.addEventListener('open', () => (retryMs.current = FIRST_RETRY_MS))
    source.addEventListener(REQUEST_LIVE_EVENTS.state, (event) => {
      const told = liveAnswer((event as MessageEvent<string>).data)
      if (told) keepLiveAnswer(told.id, told.answer)
    })
    // The hotel has no such request (its database restored from an older backup): the outbox's
    // read finds the 404 and sends the request again; once it arrives, this stream tells it.
    source.addEventListener(REQUEST_LIVE_EVENTS.unknown, () => refresh({ fresh: true }))
    source.addEventListener('error', () => {
      // CONNECTING: the browser reconnects by itself (and is told every state again). CLOSED:
      // refused (429, 503); read once now, and open it again later.
      if (source.readyState !== EventSource.CLOSED) return
      refresh()
      const wait = retryMs.current
      retryMs.current = Math.min(wait * 2, LAST_RETRY_MS)
      retry = setTimeout(() => setAttempt((n) => n + 1), wait)
    })
    return () => {
      clearTimeout(retry)
      source.close()
    }
  }, [ids, visible, reachable, attempt, refresh])
}
