// The names the parts of the start-up agree on. Each is spelt here only. This module imports
// nothing, so every side can import it, the inline script included.

/** On a See More link: the facility whose dialog it opens (src/start/early-reserve.ts). */
export const RESERVE_ATTRIBUTE = 'data-reserve'
/** On the dialog opened before the app runs: the facility it is for. */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-reserve'
/** Where the reservation form keeps what the guest typed, for this tab (sessionStorage). */
export const RESERVATION_DRAFT_KEY = 'hearth:reservation-draft'
/** Sent on window when the early dialog opens or closes. */
export const EARLY_RESERVE_EVENT = 'hearth:early-reserve'
