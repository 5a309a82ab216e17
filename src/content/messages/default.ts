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
