// The reservation dialog the page's inline script shows for a See More tapped before the app runs
// (./early-reserve.ts): the app's own frame and form, not a copy of them. The server
// renders it into the end of a page with cards, one <template> per facility type, its facility's
// words left as FACILITY_TOKENS; the script clones the template of the card tapped and fills them
// in from the card. The form has no calendar yet (it comes with the app), so its Reserve waits.
import { FACILITY_TYPES } from '../../../contract/facility-types'
import { EARLY_TEMPLATE_ATTRIBUTE, FACILITY_TOKENS } from '../../lib/start-names'
import { DialogFrame } from '../../components/dialog-frame'
import { FacilityFacts } from './facility-facts'
import { ReservationForm } from './reservation-form'

const nothing = () => undefined

export function EarlyReserveTemplates() {
  return FACILITY_TYPES.map((type) => (
    <template key={type} {...{ [EARLY_TEMPLATE_ATTRIBUTE]: type }}>
      <DialogFrame title={FACILITY_TOKENS.name}>
        <FacilityFacts
          facility={{ img: '', desc: FACILITY_TOKENS.desc }}
          guests={FACILITY_TOKENS.guests}
        />
        <ReservationForm
          facility={{ _id: '', name: FACILITY_TOKENS.name, type }}
          context={undefined}
          onReserve={nothing}
        />
      </DialogFrame>
    </template>
  ))
}
