import { useEffect, useState } from 'react'
import { reservationReference } from '../../../contract/reference'

/**
 * The short reference of a request (ungrouped), worked out on the device from its id, offline
 * too: the hotel derives the same one. Undefined for the moment it takes, or where the browser
 * has no Web Crypto (a page not served over HTTPS or from localhost).
 */
export function useReference(reservationId: string): string | undefined {
  const [reference, setReference] = useState<{ id: string; value: string }>()
  useEffect(() => {
    let current = true
    reservationReference(reservationId).then(
      (value) => current && setReference({ id: reservationId, value }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [reservationId])
  return reference?.id === reservationId ? reference.value : undefined
}
