import { isNightBased, type Facility } from '../../contract/facility'
import { texts } from './i18n'

/**
 * What a guest asks first: how many people the place takes. A room or an apartment sleeps them;
 * an activity centre, let by the day, holds them. Undefined when the catalogue does not say (its
 * `capacity` counts the units the hotel lets, not the guests).
 */
export function guestsText({ type, guests }: Pick<Facility, 'type' | 'guests'>) {
  if (guests === undefined) return undefined
  const t = texts().pages.catalogue
  return isNightBased(type) ? t.sleeps(guests) : t.upTo(guests)
}
