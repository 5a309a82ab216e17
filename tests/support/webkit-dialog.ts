// The reservation dialog in WebKit, as a guest sees it: opened from its card's See More, within
// the viewport and tall enough to use (issue 26: 0 px tall from 480 px up), its body scrolling.
import { By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { EARLY_DIALOG_ATTRIBUTE } from '../../src/lib/start-names'
import { WAIT_MS } from './webkit-browser'
import { expectNoErrorPage, retryStale, tap } from './webkit-page'

/** Shorter than this, the dialog shows too little of its form to use. */
export const MIN_DIALOG_HEIGHT = 200

interface Layout {
  dialog: DOMRectReadOnly
  viewport: { width: number; height: number }
  body: { scrollHeight: number; clientHeight: number; scrolled: number } | null
}

/** The dialog's box, the viewport, and how far its body scrolls (tried, then put back). */
const LAYOUT_SCRIPT = `
  const dialog = arguments[0]
  const body = dialog.querySelector('.dialog-body')
  let scrolled = 0
  if (body) {
    const top = body.scrollTop
    body.scrollTop = body.scrollHeight
    scrolled = body.scrollTop - top
    body.scrollTop = top
  }
  return {
    dialog: dialog.getBoundingClientRect().toJSON(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    body: body && { scrollHeight: body.scrollHeight, clientHeight: body.clientHeight, scrolled },
  }`

/** Fails unless `dialog` is shown whole inside the viewport, tall enough, its body scrolling. */
export async function expectDialogInView(driver: WebDriver, dialog: WebElement, what: string) {
  const layout = await driver.executeScript<Layout>(LAYOUT_SCRIPT, dialog)
  const { dialog: box, viewport, body } = layout
  const problems = [
    box.height <= MIN_DIALOG_HEIGHT && `${box.height} px tall`,
    (box.top < 0 || box.left < 0) && 'starts outside the viewport',
    (box.bottom > viewport.height + 0.5 || box.right > viewport.width + 0.5) &&
      'ends outside the viewport',
    body && body.scrollHeight > body.clientHeight + 1 && body.scrolled <= 0 && 'does not scroll',
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new Error(`${what}: ${problems.join(', ')}: ${JSON.stringify(layout)}`)
  }
}

/** The open dialog of `facility`: the early one or the app's. */
const anyDialogOf = (facility: string) =>
  By.xpath(`//dialog[@open][.//h2[normalize-space(.) = "${facility}"]]`)

/** The app's dialog of `facility`, once its calendar has come. */
export const appDialogOf = (facility: string) =>
  By.xpath(
    `//dialog[@open][not(@${EARLY_DIALOG_ATTRIBUTE})][.//h2[normalize-space(.) = "${facility}"]][.//table[@role = "grid"]]`,
  )

/**
 * Taps See More on `facility`'s card and checks the dialog that shows: the page's early one if
 * it comes first, then the app's with its calendar. Returns a finder of the app's dialog (found
 * anew at each use: the app may render it again).
 */
export async function openReservationDialog(
  driver: WebDriver,
  facility: string,
): Promise<() => Promise<WebElement>> {
  await tap(driver, () =>
    driver.wait(
      until.elementLocated(By.css(`a[aria-label="See More: ${facility}"]`)),
      WAIT_MS,
      `See More on ${facility}`,
    ),
  )
  const first = await driver.wait(until.elementLocated(anyDialogOf(facility)), WAIT_MS, 'a dialog')
  try {
    if ((await first.getAttribute(EARLY_DIALOG_ATTRIBUTE)) !== null) {
      await expectDialogInView(driver, first, 'the early dialog')
    }
  } catch (error) {
    // Taken over by the app's dialog in between: that one is checked below.
    if (!(error instanceof Error && error.name === 'StaleElementReferenceError')) throw error
  }
  // The app's dialog comes with its code and the days taken: slow on a busy machine.
  await driver.wait(
    until.elementLocated(appDialogOf(facility)),
    WAIT_MS,
    `the calendar in the dialog of ${facility}`,
  )
  const dialog = () => driver.findElement(appDialogOf(facility))
  await retryStale(async () => expectDialogInView(driver, await dialog(), "the app's dialog"))
  await expectNoErrorPage(driver)
  return dialog
}
