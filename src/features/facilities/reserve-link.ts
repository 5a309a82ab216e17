import { defaultStringifySearch } from '@tanstack/react-router'
import { RESERVE_SEARCH_PARAM } from '../../lib/start-names'

/**
 * The services page with a facility's reservation dialog open (`?reserve=<facility id>`, read by
 * the route in src/routes/services.tsx): what "See More" links to. Written as the router writes
 * its search (an id that reads as a number is quoted), so the page it loads reads the same id.
 */
export const reserveHref = (facilityId: string) =>
  `/services${defaultStringifySearch({ [RESERVE_SEARCH_PARAM]: facilityId })}`
