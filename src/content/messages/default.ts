/**
 * The default language: the spec's routes, in English, and what a request made before languages
 * is told in. The other languages live under /<code>/ (issue 31).
 */
export const DEFAULT_LANGUAGE = 'en'

/**
 * The site's languages, one file each in this folder (`<code>.ts`): the list the routes, the
 * prerender, the server and the service worker read (none of which may load the words
 * themselves). The build refuses a language file missing here and a code without its file
 * (scripts/vite-prerender.ts), and ./index.ts must list the same.
 */
export const LANGUAGE_CODES = [DEFAULT_LANGUAGE, 'fr'] as const

/**
 * Each language's name as its own speakers write it: the header's link to the page in that
 * language (src/components/layout/language-links.tsx) and the console's "Language" line.
 */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGE_CODES)[number], string> = {
  en: 'English',
  fr: 'Français',
}

/** Each language as Open Graph names it (`og:locale`, for shared links' previews). */
export const OG_LOCALES: Record<(typeof LANGUAGE_CODES)[number], string> = {
  en: 'en_GB',
  fr: 'fr_FR',
}

/** Where the guest's choice of language is kept on the device, for the next visit. */
export const LANGUAGE_STORAGE_KEY = 'hearth:language'
