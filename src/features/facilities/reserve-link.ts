import { defaultStringifySearch } from '@tanstack/react-router'
import { localizedPath } from '../../lib/site-routes'
import { RESERVE_SEARCH_PARAM } from '../../lib/start-names'

/**
 * The services page with a facility's reservation dialog open (`?reserve=<facility id>`, read by
 * the route in src/routes/services.tsx): what "See More" links to. Written as the router writes
 * its search (an id that reads as a number is quoted), so the page it loads reads the same id.
 * In the page's `language`: /fr/services on a French page. (The language is the caller's to give:
 * this module comes with every page's start, src/lib/i18n.ts does not.)
 */
export const reserveHref = (facilityId: string, language: string) =>
  localizedPath('/services', language) +
  defaultStringifySearch({ [RESERVE_SEARCH_PARAM]: facilityId })
