/**
 * Where a confirmed stay is at the desk (issue 54), beside its request status: a checked-in stay
 * is still `confirmed` as a request (it holds its nights). Without the validation library, and
 * apart from reservation-status.ts: that module is in every guest page's start (its shared chunk,
 * scripts/vite-start-chunks.ts), and no guest page's start needs these words.
 */
export const DESK_STATUSES = ['confirmed', 'checked_in', 'checked_out', 'no_show'] as const
export type DeskStatus = (typeof DESK_STATUSES)[number]
