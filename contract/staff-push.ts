// The staff's phones told of each new request and contact message (issue 37): "Notify this phone"
// on the console's notifications screen. A signed-in person's calls only (a token names no one):
// `GET /api/staff/push` -> StaffPushState; `POST /api/staff/push/devices` with the browser's
// PushSubscription JSON -> StaffPushDevice; `POST /api/staff/push/devices/:id/remove` -> 204.
// A person's devices go when they sign out or are revoked.
import { PushSubscriptionBody } from './push'
import { z } from './zod'

/** One browser of the signed-in person that is told: its id is sha256(endpoint), hex, 32. */
export const StaffPushDevice = z.object({
  id: z.string(),
  created_at: z.string(),
})
export type StaffPushDevice = z.infer<typeof StaffPushDevice>

export const StaffPushState = z.object({
  /** The server's VAPID public key: the browser's applicationServerKey. */
  publicKey: z.string(),
  /** This person's browsers that are told (this one among them, if its id is here). */
  devices: z.array(StaffPushDevice),
  /** How many browsers of the hotel's people are told, all told. */
  hotelDevices: z.number().int(),
})
export type StaffPushState = z.infer<typeof StaffPushState>

export const StaffPushDeviceBody = PushSubscriptionBody
export type StaffPushDeviceBody = z.infer<typeof StaffPushDeviceBody>

export const StaffPushDeviceParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'id must be a device id'),
})
export type StaffPushDeviceParams = z.infer<typeof StaffPushDeviceParams>
