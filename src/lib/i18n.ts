// The page's language and its texts (issue 31), read at run time where the words are not
// compiled in: the prerender and the server's render (one bundle for every language: each render
// sets its URL's language first, and renders synchronously), the unit tests, and the dev server
// (its start-up loads the language its page's <html lang> names). The site's build compiles each
// `texts().section.group`, `pageLanguage()` and the date locales into the page's own language's
// code (scripts/vite-texts.ts), and this module's loader is left unused there. Components read
// `texts()` while rendering or in handlers, never at a module's top level (the language is not
// set yet when a module loads).
import type { Locale } from 'date-fns'
import { DEFAULT_LANGUAGE } from '../content/messages/default'
import type { Messages } from '../content/messages/types'

let current: { language: string; messages: Messages; dateLocale?: Locale } | undefined

/** `dateLocale`: date-fns's words for the language (each language's file exports its own). */
export function setLanguage(language: string, messages: Messages, dateLocale?: Locale): void {
  current = { language, messages, dateLocale }
}

/**
 * date-fns's locale for the page's language: the date picker's month and weekday names, and "5
 * minutes ago". Unset (a page without a language, the console): date-fns's own, US English. The
 * dates the pages write go through src/lib/dates.ts (the hotel's forms), not this.
 */
export function pageDateLocale(): Locale | undefined {
  return current?.dateLocale
}

/** The page's texts. */
export function texts(): Messages {
  if (!current) {
    throw new Error('texts() before the language was set (src/start/boot.tsx, src/prerender)')
  }
  return current.messages
}

/** The page's language code (`en`, `fr`). */
export function pageLanguage(): string {
  if (!current) throw new Error('pageLanguage() before the language was set')
  return current.language
}

/**
 * The page's language when it is not the default: what a request records, so the hotel's answer
 * is told in it (a request in the default language is sent as the spec writes it, without one).
 */
export function otherThanDefaultLanguage(): string | undefined {
  const language = pageLanguage()
  return language === DEFAULT_LANGUAGE ? undefined : language
}

/**
 * Each language's file as a chunk of its own, loaded on demand: adding a file to the folder adds
 * its chunk. (Not ./index.ts: that module holds every language, for the server.)
 */
const files = import.meta.glob<{ [name: string]: Messages } & { dateLocale?: Locale }>([
  '../content/messages/*.ts',
  '!../content/messages/index.ts',
  '!../content/messages/default.ts',
  '!../content/messages/types.ts',
  '!../content/messages/*.test.ts',
])

export interface LanguageFile {
  language: string
  messages: Messages
  dateLocale?: Locale
}

/** `language`'s file (the default's when this build has no such language), loaded, not set. */
export async function languageFile(
  language: string,
  fallback = DEFAULT_LANGUAGE,
): Promise<LanguageFile> {
  const load = files[`../content/messages/${language}.ts`]
  const code = load ? language : fallback
  const module = await (load ?? files[`../content/messages/${fallback}.ts`])!()
  const messages = module[code]
  if (!messages) throw new Error(`src/content/messages/${code}.ts exports no \`${code}\``)
  return { language: code, messages, dateLocale: module.dateLocale }
}

/** Loads `language`'s texts (the default's when this build has no such language) and sets them. */
export async function loadLanguage(language: string, fallback = DEFAULT_LANGUAGE): Promise<void> {
  const file = await languageFile(language, fallback)
  setLanguage(file.language, file.messages, file.dateLocale)
}
