// The site's languages, with their words: the server's and the build's list (the site's code
// reads its page's language's words alone, src/lib/i18n.ts). Adding a language is its file (a
// copy of ./en.ts, translated, ending `satisfies Messages`), its line in ./default.ts
// LANGUAGE_LIST (its name and Open Graph locale), and its import below, which the type checker
// asks for: its pages are then built and served under /<code>/.
import { en } from './en'
import { fr } from './fr'
import { DEFAULT_LANGUAGE as DEFAULT, LANGUAGE_LIST, type SiteLanguage } from './default'
import type { Messages } from './types'

/** Each language's words: one missing from ./default.ts's list, or extra, does not compile. */
const WORDS = { en, fr } satisfies Record<SiteLanguage, Messages>

export const LANGUAGES = Object.fromEntries(
  Object.entries(LANGUAGE_LIST).map(([code, { name }]) => [
    code,
    { name, messages: WORDS[code as SiteLanguage] as Messages },
  ]),
) as Record<SiteLanguage, { name: string; messages: Messages }>

export type Language = SiteLanguage

export const DEFAULT_LANGUAGE: Language = DEFAULT

export type { Messages }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value)

/** A language's texts; an unknown or missing language gets the default's. */
export function messagesFor(language: string | null | undefined): Messages {
  return isLanguage(language) ? LANGUAGES[language].messages : LANGUAGES[DEFAULT_LANGUAGE].messages
}
