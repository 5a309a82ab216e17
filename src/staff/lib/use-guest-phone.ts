// A guest's number as the console shows and dials it: grouped (`+234 803 555 0142`), and the
// tel:, sms: and wa.me links with the hotel's calling code for a number written the local way
// (contract/phone-number.ts, the one reading the server's emails and the CLI share). The calling
// code is the server's GUEST_PHONE_COUNTRY_CODE, told with the signed-in person (GET /me), which
// every signed-in screen has in the cache before it shows.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  DEFAULT_CALLING_CODE,
  phoneDisplay,
  smsHref,
  telHref,
  whatsAppHref,
} from '../../../contract/phone-number'
import type { StaffMe } from '../../../contract/staff'
import { staffKeys } from './staff-keys'

export interface GuestPhone {
  shown(phone: string): string
  tel(phone: string): string
  sms(phone: string, body: string): string
  whatsApp(phone: string, text: string): string
}

export function guestPhone(callingCode: string): GuestPhone {
  return {
    shown: (phone) => phoneDisplay(phone, callingCode),
    tel: (phone) => telHref(phone, callingCode),
    sms: (phone, body) => smsHref(phone, callingCode, body),
    whatsApp: (phone, text) => whatsAppHref(phone, callingCode, text),
  }
}

export function useGuestPhone(): GuestPhone {
  const me = useQueryClient().getQueryData<StaffMe | null>(staffKeys.me())
  // A copy of /me saved by a console older than the field: the default until it is read again.
  const callingCode = me?.phoneCallingCode ?? DEFAULT_CALLING_CODE
  return useMemo(() => guestPhone(callingCode), [callingCode])
}
