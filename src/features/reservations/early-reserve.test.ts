// The early dialog's photo (./early-reserve.ts): the card's very file once the card has it (no
// request inside the tap: on a phone the dialog's smaller box picked the smaller file, a new
// request), the card's sources at the dialog's size before. A card and a template made here, as
// the page has them; the browser's loading of the card's photo (complete, naturalWidth,
// currentSrc, which jsdom does not do) is set on the element.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  DIALOG_PHOTO_SIZES,
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_TEMPLATE_ATTRIBUTE,
  FACILITY_CARD_ATTRIBUTE,
  FACILITY_PART_ATTRIBUTE,
  FACILITY_TOKENS,
  FACILITY_TYPE_ATTRIBUTE,
  RESERVE_ATTRIBUTE,
} from '../../lib/start-names'
import { installEarlyReserve } from './early-reserve'

const SRCSET = '/images/facilities/garden-400.webp 400w, /images/facilities/garden-800.webp 800w'
const CARD_FILE = 'http://localhost:3000/images/facilities/garden-800.webp'

/** A room's card with its See More, and the page's template for rooms. */
function page() {
  document.body.innerHTML = `
    <div ${FACILITY_CARD_ATTRIBUTE}="room-1" ${FACILITY_TYPE_ATTRIBUTE}="room">
      <img ${FACILITY_PART_ATTRIBUTE}="photo" class="facility-photo" src="/images/facilities/garden-800.webp"
        srcset="${SRCSET}" sizes="85vw" loading="lazy" fetchpriority="low" alt="">
      <h3 ${FACILITY_PART_ATTRIBUTE}="name">Garden Double Room</h3>
      <a href="/services?reserve=room-1" ${RESERVE_ATTRIBUTE}="room-1">See More</a>
    </div>
    <template ${EARLY_TEMPLATE_ATTRIBUTE}="room">
      <dialog aria-label="${FACILITY_TOKENS.name}">
        <div class="dialog-photo" ${FACILITY_PART_ATTRIBUTE}="photo"></div>
        <form><label>Name <input name="name"></label><label>Phone <input name="phone"></label></form>
      </dialog>
    </template>`
  return {
    cardPhoto: document.querySelector<HTMLImageElement>('.facility-photo')!,
    seeMore: document.querySelector<HTMLAnchorElement>(`[${RESERVE_ATTRIBUTE}]`)!,
  }
}

/** The card's photo as the browser has it once it has come. */
function loaded(img: HTMLImageElement) {
  Object.defineProperty(img, 'complete', { value: true })
  Object.defineProperty(img, 'naturalWidth', { value: 800 })
  Object.defineProperty(img, 'currentSrc', { value: CARD_FILE })
}

const dialogPhoto = () =>
  document.querySelector<HTMLImageElement>(`dialog[${EARLY_DIALOG_ATTRIBUTE}] img`)!

beforeAll(() => {
  // jsdom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  installEarlyReserve()
})
afterEach(() => {
  document.body.innerHTML = ''
  history.replaceState(null, '', '/')
})

describe("the early dialog's photo", () => {
  it("is the very file the card shows once the card's has come: no sources to choose from again", () => {
    const { cardPhoto, seeMore } = page()
    loaded(cardPhoto)
    seeMore.click()
    const photo = dialogPhoto()
    expect(photo.getAttribute('src')).toBe(CARD_FILE)
    expect(photo.hasAttribute('srcset')).toBe(false)
    expect(photo.hasAttribute('sizes')).toBe(false)
    expect(photo.className).toBe('dialog-photo')
    for (const name of ['loading', 'fetchpriority']) expect(photo.hasAttribute(name)).toBe(false)
  })

  it("is the card's sources at the dialog's size while the card's has not come", () => {
    const { seeMore } = page()
    seeMore.click()
    const photo = dialogPhoto()
    expect(photo.getAttribute('srcset')).toBe(SRCSET)
    expect(photo.getAttribute('sizes')).toBe(DIALOG_PHOTO_SIZES)
    expect(photo.className).toBe('dialog-photo')
  })
})
