// What the stay the guest is choosing costs (issue 40), as soon as both dates are there: worked
// out at once on the device from the rates in the facilities list it keeps (contract/rates.ts, the
// code the server runs, so offline too), then asked of the server (GET /api/facilities/:id/quote),
// whose answer is shown when it comes: the rates may have changed since the list was kept. A price
// the server could not check (offline, no answer, a refusal) is the device's, "to be confirmed".
import { useQuery } from '@tanstack/react-query'
import type { Facility } from '../../../contract/facility'
import { hasRates, quoteStay, type Quote } from '../../../contract/rates'
import { QuoteAnswer } from '../../../contract/rate-schemas'
import { stayUnit } from '../../../contract/stay-rules'
import { hotel } from '../../content/hotel'
import { api } from '../../lib/api-client'
import { useReachable } from '../../lib/connectivity'
import { facilityKeys } from '../../lib/facility-keys'

/** The price to show: the quote and how far it is known. */
export interface StayPrice {
  quote: Quote
  /** checking: the server is asked; checked: the server's; unconfirmed: the device's alone. */
  state: 'checking' | 'checked' | 'unconfirmed'
}

const QUOTE_TIMEOUT_MS = 10_000

function askServer(id: string, stay: { from: string; to: string }, guests: number) {
  const query = new URLSearchParams({ from: stay.from, to: stay.to, guests: String(guests) })
  return api.get(
    `/facilities/${encodeURIComponent(id)}/quote?${query}`,
    QuoteAnswer,
    AbortSignal.timeout(QUOTE_TIMEOUT_MS),
  )
}

/**
 * The price of `stay` for `guests`, or undefined when there is none to show: no complete stay, a
 * facility without rates, or a night no rule prices (the hotel is asked, as today).
 */
export function useStayPrice(
  facility: Pick<Facility, '_id' | 'type' | 'rates' | 'taxes'>,
  stay: { from: string; to: string } | undefined,
  guests: number,
): StayPrice | undefined {
  const reachable = useReachable()
  const priced = stay !== undefined && hasRates(facility.rates)
  const checked = useQuery({
    queryKey: [...facilityKeys.all, 'quote', facility._id, stay?.from, stay?.to, guests],
    queryFn: () => askServer(facility._id, stay as { from: string; to: string }, guests),
    enabled: priced && reachable,
    // A price is asked again after a minute (rates change rarely); no retries: the device's own
    // is shown meanwhile, marked, and the server checks the request itself.
    staleTime: 60_000,
    retry: false,
  })
  if (!priced) return undefined
  const local = quoteStay(
    facility.rates ?? [],
    { ...stay, guests },
    stayUnit(facility.type),
    hotel.currency,
    facility.taxes,
  )
  if (checked.data) {
    // The server's rates are the hotel's of now: no price there, no price here.
    return checked.data.total === null ? undefined : { quote: checked.data, state: 'checked' }
  }
  if (local.total === null) return undefined
  const asking = reachable && checked.isFetching
  return { quote: local, state: asking ? 'checking' : 'unconfirmed' }
}
