// A tap on "See More" before the app has taken the page over (the page painted, its code still on
// the way: seconds on a slow phone and line) opens the reservation form at once: the app's own
// dialog, which the server rendered into the page's end as a <template> per facility type
// (src/features/reservations/early-reserve-template.tsx). This script clones the one of the card
// tapped and fills in the facility's words from the card's parts (FACILITY_PART_ATTRIBUTE, set
// by the card component). What the guest types is kept as the form's draft
// (src/features/reservations/reservation-draft.ts); once the app runs, the page opens its own
// dialog for that facility with the draft, and this one gives way, the caret where it was
// (src/routes/-reserve-dialog.tsx, reservation-dialog.tsx).
//
// Opening it adds a history entry (`?reserve=<id>`, as the app's dialog does): Back closes it and
// stays on the page, Forward opens it again, a reload opens the app's. The entry's state has the
// shape TanStack Router's history gives its own (an index and a key), so the router, once it
// runs, counts it as one of its entries.
//
// It listens first (on window, capturing) and steps in for a link the app does not have yet
// (APP_OWNED_ATTRIBUTE, set when the app hydrates the card): before the app runs, and also after,
// on a part React has not hydrated. React stops a tap on such a part and does not replay it, so
// the link's navigation would be all that happened (a tap on the home page's glimpse, whose code
// comes after the app's, led to another page). A page without the templates (one kept from an
// older version of the site) leaves the tap to the link: `/services?reserve=<id>` opens the form.
import {
  APP_OWNED_ATTRIBUTE,
  DIALOG_PHOTO_SIZES,
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_RESERVE_EVENT,
  EARLY_TEMPLATE_ATTRIBUTE,
  FACILITY_CARD_ATTRIBUTE,
  FACILITY_PART_ATTRIBUTE,
  FACILITY_TOKENS,
  FACILITY_TYPE_ATTRIBUTE,
  RESERVE_ATTRIBUTE,
  RESERVE_HISTORY_STATE,
  RESERVE_SEARCH_PARAM,
  type FacilityPart,
} from '../../lib/start-names'
import { readDraft, saveDraft } from './reservation-draft'
import { onDialogEntry } from '../../lib/reserve-history'

const openDialog = () =>
  document.querySelector<HTMLDialogElement>(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`)

/** Every text and attribute of `root` with the facility's words in place of the tokens. */
function fillTokens(root: Node, words: Record<keyof typeof FACILITY_TOKENS, string>) {
  const fill = (text: string) =>
    (Object.keys(FACILITY_TOKENS) as (keyof typeof FACILITY_TOKENS)[]).reduce(
      (out, key) => out.split(FACILITY_TOKENS[key]).join(words[key]),
      text,
    )
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof Text) node.data = fill(node.data)
    else if (node instanceof Element)
      for (const attribute of node.attributes) attribute.value = fill(attribute.value)
  }
}

/** The dialog for the card's facility, from the page's template; undefined without one. */
function buildDialog(facilityId: string, card: Element): HTMLDialogElement | undefined {
  const type = card.getAttribute(FACILITY_TYPE_ATTRIBUTE)
  const template = document.querySelector<HTMLTemplateElement>(
    `template[${EARLY_TEMPLATE_ATTRIBUTE}="${type}"]`,
  )
  const dialog = template?.content.firstElementChild?.cloneNode(true)
  if (!(dialog instanceof HTMLDialogElement)) return undefined
  const cardPart = (name: FacilityPart) =>
    card.querySelector(`[${FACILITY_PART_ATTRIBUTE}="${name}"]`)
  const dialogPart = (name: FacilityPart) =>
    dialog.querySelector(`[${FACILITY_PART_ATTRIBUTE}="${name}"]`)
  const text = (name: FacilityPart) => cardPart(name)?.textContent?.trim() ?? ''
  // A card that does not say how many the place takes: neither does the form.
  if (!cardPart('guests')) dialogPart('guests')?.remove()
  fillTokens(dialog, { name: text('name'), desc: text('desc'), guests: text('guests') })
  // The card's own photo in the dialog's photo box, small. Once the card's has come, the very file
  // it shows (in the browser's memory: no request, nothing to wait for); before, the card's
  // sources at the dialog's size. (With the sources alone, the dialog's smaller width was a new
  // request, asked for inside the tap: ~7 ms of the main thread at 4x CPU, and an empty box
  // until it came on a slow line.)
  const cardPhoto = cardPart('photo')
  const box = dialogPart('photo')
  if (cardPhoto instanceof HTMLImageElement && box) {
    const photo = cardPhoto.cloneNode() as HTMLImageElement
    for (const name of ['loading', 'fetchpriority', 'style']) photo.removeAttribute(name)
    photo.className = box.className
    if (cardPhoto.complete && cardPhoto.naturalWidth > 0 && cardPhoto.currentSrc) {
      photo.removeAttribute('srcset')
      photo.removeAttribute('sizes')
      photo.src = cardPhoto.currentSrc
    } else photo.sizes = DIALOG_PHOTO_SIZES
    box.replaceWith(photo)
  }
  dialog.setAttribute(EARLY_DIALOG_ATTRIBUTE, facilityId)
  return dialog
}

/** This page's URL with the facility's dialog open. */
function reserveUrl(facilityId: string) {
  const url = new URL(location.href)
  url.searchParams.set(RESERVE_SEARCH_PARAM, facilityId)
  return url.href
}

/** A history entry for the dialog, shaped as TanStack Router's own (see the header). */
function pushDialogEntry(facilityId: string) {
  const state = (history.state ?? {}) as { __TSR_index?: unknown }
  const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0
  const key = Math.random().toString(36).slice(2, 10)
  history.pushState(
    { __TSR_index: index + 1, key, __TSR_key: key, [RESERVE_HISTORY_STATE]: true },
    '',
    reserveUrl(facilityId),
  )
}

/** Opens the early dialog of a card's facility; false when the page cannot (no template). */
function openEarlyDialog(facilityId: string, card: Element | null, addEntry: boolean): boolean {
  const dialog = card && buildDialog(facilityId, card)
  if (!dialog) return false
  const form = dialog.querySelector('form')
  if (form) {
    // What was typed for this facility in this tab (Back, then Forward): the form opens with it.
    const draft = readDraft(facilityId)
    for (const name of ['name', 'phone'] as const) {
      const input = form.elements.namedItem(name)
      if (input instanceof HTMLInputElement && draft) input.value = draft[name]
    }
    // The draft the app's form starts from: what was typed, no stay chosen yet.
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value
    form.addEventListener('input', () =>
      saveDraft({ facilityId, name: value('name'), phone: value('phone') }),
    )
  }
  // Enter in a field: nothing to send yet (the dates come with the app's form).
  form?.addEventListener('submit', (event) => event.preventDefault())
  const close = () => {
    removeEarlyDialog()
    // The entry it added goes with it (Back would otherwise close nothing).
    if (onDialogEntry()) history.back()
  }
  dialog.querySelector('.dialog-close')?.addEventListener('click', close)
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    close()
  })
  dialog.addEventListener('click', (event) => event.target === dialog && close())
  document.body.append(dialog)
  dialog.showModal()
  if (addEntry) pushDialogEntry(facilityId)
  window.dispatchEvent(new Event(EARLY_RESERVE_EVENT))
  return true
}

function removeEarlyDialog() {
  const dialog = openDialog()
  if (!dialog) return
  dialog.close()
  dialog.remove()
  window.dispatchEvent(new Event(EARLY_RESERVE_EVENT))
}

/** The card of a facility on this page, by its See More the app does not have yet. */
const earlyCard = (facilityId: string) =>
  document
    .querySelector(
      `[${RESERVE_ATTRIBUTE}="${CSS.escape(facilityId)}"]:not([${APP_OWNED_ATTRIBUTE}])`,
    )
    ?.closest(`[${FACILITY_CARD_ATTRIBUTE}]`) ?? null

/** A plain click: not one the browser sends to a new tab or window. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** For the inline script: taps on a See More the app does not have open the early dialog. */
export function installEarlyReserve() {
  addEventListener(
    'click',
    (event: MouseEvent) => {
      if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return
      const link = event.target.closest(`[${RESERVE_ATTRIBUTE}]`)
      const facilityId = link?.getAttribute(RESERVE_ATTRIBUTE)
      if (!link || !facilityId || link.hasAttribute(APP_OWNED_ATTRIBUTE)) return
      if (openDialog()) return
      const card = link.closest(`[${FACILITY_CARD_ATTRIBUTE}]`)
      // Handled: the app, if it hydrates the card at this tap, leaves it (its handler checks).
      if (openEarlyDialog(facilityId, card, true)) event.preventDefault()
      else if (document.readyState === 'loading') {
        // The cards have painted, the page's end (its templates) is still on the way: the tap
        // is answered once it has come, or by the link if the page has no template after all.
        event.preventDefault()
        const href = (link as HTMLAnchorElement).href
        document.addEventListener(
          'DOMContentLoaded',
          () => openDialog() || openEarlyDialog(facilityId, card, true) || location.assign(href),
          { once: true },
        )
      }
    },
    { capture: true },
  )
  // Back and Forward before the app has the card: the early dialog follows the URL. (Once the
  // app runs, its router answers these, and its dialog takes the early one's place.)
  addEventListener('popstate', () => {
    const facilityId = new URL(location.href).searchParams.get(RESERVE_SEARCH_PARAM)
    const open = openDialog()
    if (open && open.getAttribute(EARLY_DIALOG_ATTRIBUTE) !== facilityId) removeEarlyDialog()
    if (facilityId && !openDialog()) openEarlyDialog(facilityId, earlyCard(facilityId), false)
  })
}

/**
 * For the app's form, as it takes the early dialog's place: what is typed in it at this moment
 * (the guest may have typed after the form read its draft, before it showed).
 */
export function earlyReserveFields(
  facilityId: string,
): { name: string; phone: string } | undefined {
  const early = openDialog()
  const form = early?.querySelector('form')
  if (!form || early?.getAttribute(EARLY_DIALOG_ATTRIBUTE) !== facilityId) return undefined
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value
  return { name: value('name') ?? '', phone: value('phone') ?? '' }
}

/** For the app: calls `changed` when an early dialog opens or closes; returns the unsubscribe. */
export function watchEarlyReserve(changed: () => void) {
  window.addEventListener(EARLY_RESERVE_EVENT, changed)
  return () => window.removeEventListener(EARLY_RESERVE_EVENT, changed)
}

/** For the app: the facility of the early dialog, if one is open. */
export const earlyReserveFacility = () =>
  openDialog()?.getAttribute(EARLY_DIALOG_ATTRIBUTE) ?? undefined

/**
 * For the app, as its own dialog opens: removes the early one, and says which of its fields had
 * the focus (the app's dialog puts it back there, after what was typed).
 */
export function takeOverEarlyDialog(): string | undefined {
  const early = openDialog()
  if (!early) return undefined
  const active = document.activeElement
  const focused =
    active instanceof HTMLInputElement && early.contains(active) ? active.name : undefined
  early.close()
  early.remove()
  // Not told: the app's dialog is now the one open.
  return focused
}
