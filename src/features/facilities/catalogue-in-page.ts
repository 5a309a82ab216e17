// The services page as the server sends it has the catalogue rendered in (its photos are the
// page's largest paint), and the same list as JSON, from which the app hydrates it, with the time
// the server sent it: the service worker keeps the last such page for a returning guest, so the
// list in it may be older than the visit. (That time comes in the answer's Last-Modified header,
// not in the page: every answer of a version of the list is then the same bytes, which the server
// compresses once at its best setting: server/src/http/site.ts.) Pages built ahead of time have
// neither: they show the loading state, and so does the app while it takes such a page over.
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
 * The list the page came with, if any, read before the app hydrates the page, dated when the
 * server sent it (its Last-Modified, to the second; a page without one reads as now): now for a
 * page just sent, earlier for the service worker's copy. (Never later than this device's now,
 * whose clock may be behind the server's.)
 */
export function readCatalogueInPage(): FacilitiesSnapshot | undefined {
  const script = document.getElementById(CATALOGUE_SCRIPT_ID)
  const text = script?.textContent
  if (!text) return undefined
  const now = Date.now()
  const servedAt = Date.parse(document.lastModified)
  const fetchedAt = servedAt > 0 ? Math.min(servedAt, now) : now
  try {
    const { facilities } = JSON.parse(text) as { facilities?: unknown }
    return Array.isArray(facilities)
      ? { facilities: facilities as Facility[], fetchedAt }
      : undefined
  } catch {
    return undefined
  }
}
