// The facility types, without the validation library: the site's first screen needs them too.
export const FACILITY_TYPES = ['room', 'apartment', 'activityCenter'] as const

/** Rooms and apartments are let by the night; activity centres by the day. */
export function isNightBased(type: (typeof FACILITY_TYPES)[number]): boolean {
  return type !== 'activityCenter'
}
