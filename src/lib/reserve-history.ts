// The history entry a reservation dialog adds as it opens (the app's, src/routes/-reserve-dialog.tsx,
// and the early one, src/features/reservations/early-reserve.ts), marked RESERVE_HISTORY_STATE
// in its state.
import { RESERVE_HISTORY_STATE } from './start-names'

/** Whether the history entry the guest is on is one a dialog added as it opened. */
export const onDialogEntry = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[RESERVE_HISTORY_STATE])
