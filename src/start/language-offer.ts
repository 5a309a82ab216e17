// The offer of the site in the guest's language, on the home page, and the guest's choice kept
// (issue 31). From the inline script, so it is decided before the first paint and needs none of
// the app's code: the offers themselves are in the page (src/prerender/language-offers.tsx, one
// per other language, hidden), and this only says which one to show, through an attribute of the
// root element that the page's CSS reads. Never a redirect: search engines and shared links get
// the page they asked for.
//
// The language wanted: the one the guest chose on this device (a language link, or an offer
// followed or dismissed), else the first of the browser's languages the site speaks.
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '../content/messages/default'
import { LANGUAGE_OFFER_ATTRIBUTE, LANGUAGE_OFFER_DISMISS } from '../lib/start-names'

const spoken = (code: string | null | undefined) =>
  (LANGUAGE_CODES as readonly string[]).find((language) => language === code)

function stored(): string | undefined {
  try {
    return spoken(localStorage.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return undefined // storage refused (a private window): the browser's languages decide
  }
}

function remember(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Not kept: the offer may come again at the next visit.
  }
}

/** The language this guest wants: their choice on this device, else their browser's. */
export function wantedLanguage(
  choice: string | undefined,
  browser: readonly string[],
): string | undefined {
  if (choice) return choice
  for (const tag of browser) {
    const language = spoken(tag.toLowerCase().split('-')[0])
    if (language) return language
  }
  return undefined
}

export function installLanguageOffer() {
  const root = document.documentElement
  const here = root.lang
  const wanted = wantedLanguage(stored(), navigator.languages ?? [navigator.language])
  if (wanted && wanted !== here) root.setAttribute(LANGUAGE_OFFER_ATTRIBUTE, wanted)
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    // A link to a page in another language (the header's, an offer's): the guest's choice.
    const link = target?.closest<HTMLAnchorElement>('a[hreflang]')
    if (link && spoken(link.hreflang)) remember(link.hreflang)
    // "No, thank you": this page's language is the choice, and the offer goes.
    if (target?.closest(`[${LANGUAGE_OFFER_DISMISS}]`)) {
      root.removeAttribute(LANGUAGE_OFFER_ATTRIBUTE)
      remember(here)
    }
  })
}
