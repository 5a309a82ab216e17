// A facility's numbers in the hotel's words, one place for the catalogue and the calendar:
// "3 rooms", "1 activity centre", "sleeps 2", "holds 40".
import type { FacilityType } from '../../../contract/facility'

const KIND: Record<FacilityType, { one: string; many: string }> = {
  room: { one: 'room', many: 'rooms' },
  apartment: { one: 'apartment', many: 'apartments' },
  activityCenter: { one: 'activity centre', many: 'activity centres' },
}

/** "3 rooms", "1 apartment": how many of this facility the hotel has (its capacity). */
export function howMany(type: FacilityType, count: number): string {
  return `${count} ${count === 1 ? KIND[type].one : KIND[type].many}`
}

/** The word for one: "room", "apartment", "activity centre". */
export const kindOne = (type: FacilityType) => KIND[type].one

/** The word for more than one: "rooms", "apartments", "activity centres". */
export const kindPlural = (type: FacilityType) => KIND[type].many

/** How many guests one takes: a room or an apartment sleeps them, an activity centre holds them. */
export const guestsVerb = (type: FacilityType) => (type === 'activityCenter' ? 'holds' : 'sleeps')

/** "sleeps 2", "holds 40". */
export function takesGuests(type: FacilityType, guests: number): string {
  return `${guestsVerb(type)} ${guests}`
}
