import { useRouterState } from '@tanstack/react-router'
import { LANGUAGE_CODES, LANGUAGE_LIST } from '../../content/messages/default'
import { pageLanguage } from '../../lib/i18n'
import { localizedPath } from '../../lib/site-routes'

/**
 * This page in each of the site's other languages: a plain link (the other language is a build
 * of its own, so a page load, and it works before the app runs), named in its own language with
 * `lang` and `hreflang`, as list items for the header's navigation and the phone menu. A tap on
 * one is the guest's choice, kept for the next visit by the page's inline script
 * (src/start/language-offer.ts), which hears it before and after the app runs.
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
      >
        {LANGUAGE_LIST[language].name}
      </a>
    </li>
  ))
}
