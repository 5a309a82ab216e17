// The reservations made on this device, newest first, in localStorage: each one is the guest's
// confirmation and, while `pending`, a request still to deliver. Written before anything is sent.
import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { FacilityType } from '../../../contract/facility'

export const RESERVATIONS_KEY = 'hearth:reservations'

export const DeliveryStatus = z.enum(['pending', 'sent', 'unavailable', 'failed'])
export type DeliveryStatus = z.infer<typeof DeliveryStatus>

export const StoredReservation = z.object({
  reservation_id: z.string(),
  name: z.string(),
  phone: z.string(),
  dateRange: z.object({ from: z.string(), to: z.string() }),
  /** The facility type, as the spec's reservation calls it. */
  value: FacilityType,
  facility: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  status: DeliveryStatus,
  /** The server's words when it refused the request. */
  message: z.string().optional(),
  sentAt: z.string().optional(),
})
export type StoredReservation = z.infer<typeof StoredReservation>

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedList: StoredReservation[] = []

function parse(raw: string | null): StoredReservation[] {
  if (!raw) return []
  try {
    const data: unknown = JSON.parse(raw)
    if (!Array.isArray(data)) return []
    // Keep every entry that still reads correctly; one damaged entry must not hide the others.
    return data.flatMap((item) => {
      const parsed = StoredReservation.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
  } catch {
    return []
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(RESERVATIONS_KEY)
  } catch {
    return null
  }
}

/** Every stored reservation, newest first. The same array until the storage changes. */
export function listReservations(): StoredReservation[] {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedList = parse(raw)
  }
  return cachedList
}

function write(list: StoredReservation[]) {
  localStorage.setItem(RESERVATIONS_KEY, JSON.stringify(list))
  listeners.forEach((l) => l())
}

export function addReservation(entry: StoredReservation) {
  write([entry, ...listReservations().filter((r) => r.reservation_id !== entry.reservation_id)])
}

/** Applies `patch` to the entry as it is now in storage (another tab may have changed it). */
export function updateReservation(id: string, patch: Partial<StoredReservation>) {
  const list = listReservations()
  if (!list.some((r) => r.reservation_id === id)) return
  write(list.map((r) => (r.reservation_id === id ? { ...r, ...patch } : r)))
}

export function removeReservation(id: string) {
  write(listReservations().filter((r) => r.reservation_id !== id))
}

export function getReservation(id: string): StoredReservation | undefined {
  return listReservations().find((r) => r.reservation_id === id)
}

export function subscribeReservations(listener: () => void): () => void {
  listeners.add(listener)
  // Other tabs write the same key: their changes arrive as storage events.
  const onStorage = (e: StorageEvent) => {
    if (e.key === RESERVATIONS_KEY || e.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useReservations(): StoredReservation[] {
  return useSyncExternalStore(subscribeReservations, listReservations, () => [])
}
