// The hotel's booking settings the reservation rules are made with (services.ts reads them from
// the configuration once), and the seam through which the rules tell of each change.
import type { ReservationLifecycleEvent } from './lifecycle-event'

export interface BookingPolicy {
  timeZone: string
  maxStayDays: number
  horizonDays: number
  now?: () => Date
  /** How long an unanswered request holds its nights, in hours; 0 = for ever. Default 48. */
  requestHoldHours?: number
  /** At most this many received (unexpired) requests per phone number; 0 = no limit. Default 3. */
  maxOpenRequestsPerPhone?: number
  /** The calling code of a number written the local way (GUEST_PHONE_COUNTRY_CODE). Default 234. */
  phoneCallingCode?: string
  /** The seam for notifications: see ReservationLifecycleEvent. */
  onEvent?: (event: ReservationLifecycleEvent) => Promise<void> | void
}
