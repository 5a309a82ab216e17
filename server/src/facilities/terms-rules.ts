// The hotel's payment policy and taxes as the owner sets them (issue 53): the console's and the
// CLI's one way in. The shapes are contract/payment-schemas.ts's (checked at the door: the API's
// validation, the CLI's parse); what is stored is the repository's. The policy a facility follows
// is the hotel's with the facility's own fields over it (contract/payment-terms.ts policyFor).
import type { PolicyChanges } from '../../../contract/payment-schemas'
import {
  DEFAULT_POLICY,
  policyFor,
  type PaymentPolicy,
  type TaxLine,
} from '../../../contract/payment-terms'
import { actorName, type StaffActor } from '../actor'
import type { TermsRepository } from './terms-repository'

/** The hotel's policy, whether the owner set it, and each facility's own fields. */
export interface PolicyView {
  hotel: PaymentPolicy
  set: boolean
  facilities: { facility_id: string; changes: PolicyChanges }[]
}

export function termsRules(repository: TermsRepository, clock: () => Date) {
  async function policy(): Promise<PolicyView> {
    const terms = await repository.read()
    return {
      hotel: terms.hotel ? policyFor(terms.hotel) : DEFAULT_POLICY,
      set: terms.hotel !== null,
      facilities: [...terms.facilities].map(([facility_id, changes]) => ({ facility_id, changes })),
    }
  }
  return {
    policy,
    /** The policy a facility follows now. */
    async policyOf(facilityId: string): Promise<PaymentPolicy> {
      const terms = await repository.read()
      return policyFor(terms.hotel, terms.facilities.get(facilityId))
    },
    /** Sets fields of the hotel's policy, or of a facility's own: 'missing' when no facility has the id. */
    async setPolicy(
      changes: PolicyChanges,
      actor: StaffActor,
      facilityId?: string,
    ): Promise<PolicyView | 'missing'> {
      const set = await repository.setPolicy(changes, actorName(actor), clock(), facilityId)
      return set === false ? 'missing' : policy()
    },
    /** The facility follows the hotel's policy again; false when it had no fields of its own. */
    clearFacilityPolicy: (facilityId: string) => repository.clearFacilityPolicy(facilityId),
    async taxes(): Promise<TaxLine[]> {
      return (await repository.read()).taxes
    },
    setTax: (line: TaxLine) => repository.setTax(line, clock()),
    removeTax: (name: string) => repository.removeTax(name),
  }
}
export type TermsRules = ReturnType<typeof termsRules>
