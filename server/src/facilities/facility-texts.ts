// The catalogue in a guest's language (issue 37): a facility's name and description as the staff
// wrote them for that language, the default language's where they wrote none. The API's list keeps
// the spec's shape in every language; only `name` and `desc` change.
import type { Facility } from '../../../contract/facility'
import type { FacilityTextsByLanguage } from '../../../contract/facility-texts'

/** Every facility's texts, by facility id. */
export type TextsByFacility = ReadonlyMap<string, FacilityTextsByLanguage>

/** `list` in `language`: each facility with its texts in that language where it has some. */
export function inLanguage(
  list: readonly Facility[],
  texts: TextsByFacility,
  language: string,
): Facility[] {
  return list.map((facility) => inLanguageOne(facility, texts.get(facility._id), language))
}

/** One facility in `language`, from its own texts. */
export function inLanguageOne(
  facility: Facility,
  texts: FacilityTextsByLanguage | undefined,
  language: string,
): Facility {
  const text = texts?.[language]
  return text ? { ...facility, name: text.name, desc: text.desc } : facility
}
