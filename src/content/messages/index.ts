// The site's languages: one file each in this folder, and its line here. The first is the
// default: the spec's routes, in English, and what a request made before languages is told in.
// Adding a language is its file (a copy of ./en.ts, translated; `satisfies Messages`), its line
// below, with its name as its own speakers write it, and its code in ./default.ts LANGUAGE_CODES
// (what the routes, the build, the server and the service worker read): its pages are then built
// and served under /<code>/.
import { en } from './en'
import { fr } from './fr'
import { DEFAULT_LANGUAGE as DEFAULT, LANGUAGE_NAMES, type LANGUAGE_CODES } from './default'
import type { Messages } from './types'

export const LANGUAGES = {
  en: { name: LANGUAGE_NAMES.en, messages: en satisfies Messages },
  fr: { name: LANGUAGE_NAMES.fr, messages: fr },
} as const

export type Language = keyof typeof LANGUAGES

// The same languages as ./default.ts lists for those who may not load the words: one missing
// from either list does not compile.
type Listed = (typeof LANGUAGE_CODES)[number]
type Mismatch = Exclude<Language, Listed> | Exclude<Listed, Language>
const _sameLanguages: [Mismatch] extends [never] ? true : Mismatch = true
export const DEFAULT_LANGUAGE: Language = DEFAULT

export type { Messages }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value)

/** A language's texts; an unknown or missing language gets the default's. */
export function messagesFor(language: string | null | undefined): Messages {
  return isLanguage(language) ? LANGUAGES[language].messages : LANGUAGES[DEFAULT_LANGUAGE].messages
}
