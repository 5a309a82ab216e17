/**
 * When the hotel's note to the guest is needed: the one rule, said in these words by the console,
 * the CLI, the API's refusal (400 `note_required`) and the docs. A module of its own: not beside
 * the status change's schema (reservation.ts re-exports it), as the console's error words read it
 * on its first screen, which loads no schema library; and not beside the statuses
 * (reservation-status.ts), which the guest's site reads at its start: a staff's sentence in the
 * code every guest's first page loads (its shared chunk, 70-odd bytes gzipped).
 */
export const NOTE_RULE =
  'A note for the guest is optional, except for a decline, which needs one: why, or what else ' +
  'the hotel can offer.'
