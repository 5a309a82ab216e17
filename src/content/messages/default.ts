/**
 * The default language: the spec's routes, in English, and what a request made before languages
 * is told in. The other languages live under /<code>/ (issue 31).
 */
export const DEFAULT_LANGUAGE = 'en'

/**
 * The site's languages, one file each in this folder (`<code>.ts`), the default first: the list
 * the routes, the prerender, the server, the service worker and the inline script read (none of
 * which may load the words themselves). For each, its name as its own speakers write it (the
 * header's link to the page in that language, the console's "Language" line) and its Open Graph
 * locale (shared links' previews). Adding a language: its file, its line here, and its import in
 * ./index.ts (the type checker asks for it); the build refuses a file without its line.
 */
export const LANGUAGE_LIST = {
  en: { name: 'English', ogLocale: 'en_GB' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
} as const satisfies Record<string, { name: string; ogLocale: string }>

export type SiteLanguage = keyof typeof LANGUAGE_LIST
export const LANGUAGE_CODES = Object.keys(LANGUAGE_LIST) as SiteLanguage[]

/** Where the guest's choice of language is kept on the device, for the next visit. */
export const LANGUAGE_STORAGE_KEY = 'hearth:language'
