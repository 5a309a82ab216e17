// What the guest has typed in the reservation dialog, kept for this tab (sessionStorage), so a
// reload (say, to take a new version of the site) brings the dialog back as it was. The dialog
// opened before the app runs keeps its fields here too (./early-reserve.ts).
import { RESERVATION_DRAFT_KEY as DRAFT_KEY } from '../../lib/start-names'
import type { Selection } from './reservation-rules'

export interface Draft {
  facilityId: string
  name: string
  phone: string
  /** None yet: the early dialog has no calendar. */
  selection?: Selection | undefined
  /** How many guests (issue 40); none: the form did not ask. */
  guests?: number | undefined
}

export function readDraft(facilityId: string): Draft | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null
    return draft?.facilityId === facilityId ? draft : undefined
  } catch {
    return undefined
  }
}

export function saveDraft(draft: Draft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the draft simply is not kept.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // nothing to clear
  }
}
