/**
 * The default language: the spec's routes, in English, and what a request made before languages
 * is told in. The other languages live under /<code>/ (issue 31).
 */
export const DEFAULT_LANGUAGE = 'en'
