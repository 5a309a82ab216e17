// A facility's name and description in the site's other languages (issue 37). The staff write
// them in the console or with `npm run admin -- facilities translate`; a page in that language
// shows them, and the default language's words where there are none.
import { z } from './zod'
import { multiLineText, singleLineText } from './text'

/** A language code of the site's other than the default, as the routes take it (`fr`). */
export const LanguageCode = z.string().regex(/^[a-z]{2,3}$/, 'must be a language code such as fr')

/** One language's words for a facility. */
export const FacilityText = z.object({ name: z.string(), desc: z.string() })
export type FacilityText = z.infer<typeof FacilityText>

/** Its words by language code: `{ fr: { name, desc } }`. */
export const FacilityTextsByLanguage = z.record(z.string(), FacilityText)
export type FacilityTextsByLanguage = z.infer<typeof FacilityTextsByLanguage>

/**
 * `PUT /api/staff/catalogue/facilities/:id/texts/:lang`: the words to set. A language the facility
 * has no words in yet needs both; the front desk may change the description of words that exist
 * (as of the default language's: contract/staff-catalogue.ts).
 */
export const FacilityTextChanges = z
  .strictObject({ name: singleLineText(100), desc: multiLineText(2000) })
  .partial()
  .refine((v) => v.name !== undefined || v.desc !== undefined, 'give a name or a description')
export type FacilityTextChanges = z.output<typeof FacilityTextChanges>

/**
 * The `?lang=` of the public catalogue's reads, one of `languages` (the site's): a page in that
 * language asks for its words. Absent: the default language, the spec's answer.
 */
export const catalogueLanguageQuery = (languages: readonly [string, ...string[]]) =>
  z.object({
    lang: z.enum(languages, { error: `must be one of ${languages.join(', ')}` }).optional(),
  })
