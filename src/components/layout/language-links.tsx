import { useRouterState } from '@tanstack/react-router'
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
} from '../../content/messages/default'
import { pageLanguage } from '../../lib/i18n'
import { localizedPath } from '../../lib/site-routes'

/** Keeps the guest's choice for the next visit (the offer of src/features/language). */
function remember(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage refused (a private window, full): the link still leads to the page.
  }
}

/**
 * This page in each of the site's other languages: a plain link (the other language is a build
 * of its own, so a page load, and it works before the app runs), named in its own language with
 * `lang` and `hreflang`, as list items for the header's navigation and the phone menu.
 */
export function LanguageLinks({ className }: { className: string }) {
  // The route of the page, without the language's prefix (the router's basepath): `/services`.
  const route = useRouterState({ select: (s) => s.matches.at(-1)?.fullPath || '/' })
  const here = pageLanguage()
  return LANGUAGE_CODES.filter((language) => language !== here).map((language) => (
    <li key={language}>
      <a
        className={className}
        href={localizedPath(route, language)}
        hrefLang={language}
        lang={language}
        onClick={() => remember(language)}
      >
        {LANGUAGE_NAMES[language]}
      </a>
    </li>
  ))
}
