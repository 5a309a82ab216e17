// The services page as the server sends it has the catalogue rendered in (its photos are the
// page's largest paint), and the same list as JSON, from which the app hydrates it, with the time
// the server sent it: the service worker keeps the last such page for a returning guest, so the
// list in it may be older than the visit. Pages built ahead of time have neither: they show the
// loading state, and so does the app while it takes such a page over.
import { createContext } from 'react'
import type { Facility } from '../../../contract/facility'
import type { FacilitiesSnapshot } from './api/facilities-query'

/** Whether the page holds the catalogue: then hydration renders it, not the loading state. */
export const CatalogueInPage = createContext(false)

/** The id of the page's `<script type="application/json">` holding the facilities. */
export const CATALOGUE_SCRIPT_ID = 'hearth-catalogue'

/** Where the server writes the time it sends the page (ms since the epoch), in each answer. */
export const SERVED_AT_MARKER = 'data-served-at="0"'

/**
 * The list as a script element: `<` escaped, so no text in it can close the element. The time it
 * was sent is the server's to stamp on each answer (its rendering is shared between answers).
 */
export const catalogueScript = (facilities: Facility[]) =>
  `<script type="application/json" id="${CATALOGUE_SCRIPT_ID}" ${SERVED_AT_MARKER}>${JSON.stringify({ facilities }).replace(/</g, '\\u003c')}</script>`

/** `html` with the time the server sends it stamped on its list. */
export const stampServedAt = (html: string, time: number) =>
  html.replace(SERVED_AT_MARKER, `data-served-at="${time}"`)

/**
 * The list the page came with, if any, read before the app hydrates the page, dated when the
 * server sent it: now for a page just sent, earlier for the service worker's copy. (Never later
 * than this device's now, whose clock may be behind the server's.)
 */
export function readCatalogueInPage(): FacilitiesSnapshot | undefined {
  const script = document.getElementById(CATALOGUE_SCRIPT_ID)
  const text = script?.textContent
  if (!text) return undefined
  const now = Date.now()
  const servedAt = Number(script?.dataset.servedAt)
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
