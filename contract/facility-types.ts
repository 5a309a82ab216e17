// The facility types, without the validation library: the site's first screen needs them too.
export const FACILITY_TYPES = ['room', 'apartment', 'activityCenter'] as const
/** One of them: what facility.ts's schema accepts, named here for the stay rules beneath it. */
export type FacilityType = (typeof FACILITY_TYPES)[number]

/** Rooms and apartments are let by the night; activity centres by the day. */
export function isNightBased(type: FacilityType): boolean {
  return type !== 'activityCenter'
}
