// The hotel's payment policy and taxes (issue 53, an owner's): read, the policy changed (any of
// its fields), a tax set by its name (added, or changed when the name is there) or removed.
import { queryOptions } from '@tanstack/react-query'
import type { PaymentPolicy, TaxLine } from '../../../../contract/payment-terms'
import type { PolicyChanges } from '../../../../contract/payment-schemas'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** `GET /api/staff/payments/policy` (contract/payment-schemas.ts PolicyAnswer). */
export interface PolicyAnswer {
  hotel: PaymentPolicy
  set: boolean
  facilities: { facility_id: string; changes: Partial<PaymentPolicy> }[]
}

export const policyQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.paymentPolicy(),
    queryFn: () => staffGet('/payments/policy', unchecked<PolicyAnswer>()),
  })

export const changePolicy = (changes: PolicyChanges) =>
  staffPost('/payments/policy', changes, unchecked<PolicyAnswer>())

export const taxesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.taxes(),
    queryFn: () => staffGet('/taxes', unchecked<TaxLine[]>()),
  })

const taxPath = (name: string) => `/taxes/${encodeURIComponent(name)}`

export const setTax = ({ name, ...tax }: TaxLine) =>
  staffPost(taxPath(name), tax, unchecked<TaxLine[]>())

export const removeTax = (name: string) =>
  staffPost(`${taxPath(name)}/remove`, {}, unchecked<TaxLine[]>())
