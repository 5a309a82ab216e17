// The services page as the server sends it has the catalogue rendered in (its photos are the
// page's largest paint), and the same list as JSON, from which the app hydrates it. Pages built
// ahead of time (and the service worker's copies of them) have neither: they show the loading
// state, and so does the app while it takes such a page over.
import { createContext } from 'react'
import type { Facility } from '../../../contract/facility'
import type { FacilitiesSnapshot } from './api/facilities-query'

/** Whether the page holds the catalogue: then hydration renders it, not the loading state. */
export const CatalogueInPage = createContext(false)

/** The id of the page's `<script type="application/json">` holding the facilities. */
export const CATALOGUE_SCRIPT_ID = 'hearth-catalogue'

/** The list as a script element: `<` escaped, so no text in it can close the element. */
export const catalogueScript = (facilities: Facility[]) =>
  `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}">${JSON.stringify({ facilities }).replace(/</g, '\\u003c')}</script>`

/**
 * The list the page came with, if any, read before the app hydrates the page. The page was just
 * sent (it is never cached: revalidated on every load), so the list is as fresh as now.
 */
export function readCatalogueInPage(): FacilitiesSnapshot | undefined {
  const text = document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent
  if (!text) return undefined
  try {
    const { facilities } = JSON.parse(text) as { facilities?: unknown }
    return Array.isArray(facilities)
      ? { facilities: facilities as Facility[], fetchedAt: Date.now() }
      : undefined
  } catch {
    return undefined
  }
}
