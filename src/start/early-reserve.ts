// A tap on "See More" before the app has taken the page over (the page painted, its code still on
// the way: seconds on a slow phone and line) opens the reservation form at once: a dialog built
// here, by the page's inline script, with the name and phone fields. What the guest types is kept
// as the form's draft (src/features/reservations/reservation-draft.ts); once the app runs, the
// services page opens its own dialog for that facility with the draft, and this one gives way,
// the caret where it was (src/routes/services.tsx, reservation-dialog.tsx).
//
// It listens first (on window, capturing) and steps in for a link the app does not have yet
// (APP_OWNED_ATTRIBUTE, set when the app hydrates the card): before the app runs, and also after,
// on a part React has not hydrated. React stops a tap on such a part and does not replay it, so
// the link's navigation would be all that happened (a tap on the home page's glimpse, whose code
// comes after the app's, led to another page). A link that works without any script (the card's
// `/services?reserve=<id>`) is the last resort, never needed while this script runs.
import { CLOSE_ICON_PATH } from './close-icon-path'
import {
  APP_OWNED_ATTRIBUTE,
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_RESERVE_EVENT,
  RESERVATION_DRAFT_KEY,
  RESERVE_ATTRIBUTE,
} from './names'

const SVG = 'http://www.w3.org/2000/svg'

interface Field {
  name: 'name' | 'phone'
  label: string
  attributes: Record<string, string>
}

const FIELDS: Field[] = [
  { name: 'name', label: 'Name', attributes: { autocomplete: 'name' } },
  {
    name: 'phone',
    label: 'Phone',
    attributes: { type: 'tel', inputmode: 'tel', autocomplete: 'tel' },
  },
]

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  if (className) el.className = className
  if (text) el.textContent = text
  return el
}

function closeIcon() {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('class', 'icon')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('fill', 'none')
  svg.setAttribute('stroke', 'currentColor')
  svg.setAttribute('stroke-width', '2')
  svg.setAttribute('stroke-linecap', 'round')
  const path = document.createElementNS(SVG, 'path')
  path.setAttribute('d', CLOSE_ICON_PATH)
  svg.append(path)
  return svg
}

/** The draft the app's form starts from: what was typed, no stay chosen yet. */
function keepDraft(facilityId: string, form: HTMLFormElement) {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value
  try {
    sessionStorage.setItem(
      RESERVATION_DRAFT_KEY,
      JSON.stringify({ facilityId, name: value('name'), phone: value('phone') }),
    )
  } catch {
    // Storage blocked: the app's form starts empty.
  }
}

function openEarlyDialog(facilityId: string, card: Element | null) {
  const title = card?.querySelector('h3')?.textContent ?? ''
  const dialog = element('dialog', 'dialog')
  dialog.setAttribute(EARLY_DIALOG_ATTRIBUTE, facilityId)
  dialog.setAttribute('aria-labelledby', 'early-reserve-title')
  const content = element('div', 'dialog-content')
  const header = element('div', 'dialog-header')
  const heading = element('h2', 'dialog-title', title)
  heading.id = 'early-reserve-title'
  const close = element('button', 'btn btn-ghost btn-sm btn-icon dialog-close')
  close.type = 'button'
  close.setAttribute('aria-label', 'Close')
  close.append(closeIcon())
  header.append(heading, close)
  const body = element('div', 'dialog-body')
  // The card's photo, how many it takes and its description, laid out as the app's dialog does.
  const facility = element('div', 'dialog-facility')
  const cardPhoto = card?.querySelector('img')
  const photo = element('img', 'dialog-photo')
  photo.src = cardPhoto?.currentSrc || cardPhoto?.src || ''
  photo.width = 400
  photo.height = 300
  photo.alt = ''
  const text = element('div')
  const guests = card?.querySelector('.facility-guests')
  if (guests) text.append(guests.cloneNode(true))
  const description = card?.querySelector('.card-body .muted')?.textContent
  if (description) text.append(element('p', 'muted dialog-desc', description))
  facility.append(photo, text)
  body.append(facility)
  const form = element('form', 'form')
  form.noValidate = true
  form.setAttribute('aria-label', `Reserve ${title}`)
  for (const field of FIELDS) {
    const holder = element('div', 'field')
    const label = element('label', undefined, field.label)
    label.htmlFor = `early-reserve-${field.name}`
    const star = element('span', 'required', '*')
    star.setAttribute('aria-hidden', 'true')
    label.append(star)
    const input = element('input', 'input')
    input.id = label.htmlFor
    input.name = field.name
    input.required = true
    for (const [key, value] of Object.entries(field.attributes)) input.setAttribute(key, value)
    holder.append(label, input)
    form.append(holder)
  }
  const loading = element('p', 'muted', 'Loading the calendar...')
  loading.setAttribute('role', 'status')
  form.append(loading)
  form.addEventListener('input', () => keepDraft(facilityId, form))
  // Enter in a field: nothing to send yet (the dates come with the app's form).
  form.addEventListener('submit', (event) => event.preventDefault())
  body.append(form)
  content.append(header, body)
  dialog.append(content)

  const remove = () => {
    dialog.close()
    dialog.remove()
    window.dispatchEvent(new Event(EARLY_RESERVE_EVENT))
  }
  close.addEventListener('click', remove)
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    remove()
  })
  dialog.addEventListener('click', (event) => event.target === dialog && remove())
  document.body.append(dialog)
  dialog.showModal()
  window.dispatchEvent(new Event(EARLY_RESERVE_EVENT))
}

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
      if (document.querySelector(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`)) return
      // Handled: the app, if it hydrates the card at this tap, leaves it (its handler checks).
      event.preventDefault()
      openEarlyDialog(facilityId, link.closest('.card'))
    },
    { capture: true },
  )
}

/** For the app's See More: from now on its taps are the app's. */
export const ownReserveLink = (link: HTMLElement | null) =>
  link?.setAttribute(APP_OWNED_ATTRIBUTE, '')

/**
 * For the app's form, as it takes the early dialog's place: what is typed in it at this moment
 * (the guest may have typed after the form read its draft, before it showed).
 */
export function earlyReserveFields(
  facilityId: string,
): { name: string; phone: string } | undefined {
  const early = document.querySelector(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`)
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
  document
    .querySelector(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`)
    ?.getAttribute(EARLY_DIALOG_ATTRIBUTE) ?? undefined

/**
 * For the app, as its own dialog opens: removes the early one, and says which of its fields had
 * the focus (the app's dialog puts it back there, after what was typed).
 */
export function takeOverEarlyDialog(): string | undefined {
  const early = document.querySelector<HTMLDialogElement>(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`)
  if (!early) return undefined
  const active = document.activeElement
  const focused =
    active instanceof HTMLInputElement && early.contains(active) ? active.name : undefined
  early.close()
  early.remove()
  // Not told: the app's dialog is now the one open.
  return focused
}
