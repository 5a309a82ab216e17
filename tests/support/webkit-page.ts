// A page in WebKit as a guest meets it, for the smoke tests (tests/webkit/): its heading, the
// app's takeover, the page's own errors, taps that land where a finger would, fields by label.
import { By, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import { APP_READY_ATTRIBUTE } from '../../src/lib/start-names'
import { WAIT_MS } from './webkit-browser'

/** The error page's heading (src/components/error-page.tsx): what a crash shows the guest. */
export const ERROR_PAGE_TEXT = 'Oops! Something Went Wrong'

/**
 * Runs `step` again (up to three times) when the element it holds was replaced meanwhile: the app
 * takes the page over from the prerendered HTML and the early dialog while the test acts.
 */
export async function retryStale<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step()
    } catch (error) {
      const stale = error instanceof Error && error.name === 'StaleElementReferenceError'
      if (!stale || attempt === 3) throw error
    }
  }
}

/** The text of the page's level-1 heading if it is shown, or null. */
const headingText = (driver: WebDriver) =>
  driver.executeScript<string | null>(
    `const heading = document.querySelector('h1')
     return heading && heading.getClientRects().length > 0 ? heading.innerText.trim() : null`,
  )

/** The page's level-1 heading, once shown; fails on the error page. */
export async function pageHeading(driver: WebDriver): Promise<string> {
  // Resolves with the first text that is not empty.
  const text = await driver.wait(() => headingText(driver), WAIT_MS, 'a heading')
  await expectNoErrorPage(driver)
  return text ?? ''
}

/**
 * Waits until the page's level-1 heading reads `name`: after the app's navigation the URL changes
 * a moment before the new page is drawn.
 */
export async function waitForHeading(driver: WebDriver, name: string) {
  await driver.wait(
    async () => (await headingText(driver)) === name,
    WAIT_MS,
    `the heading "${name}"`,
  )
  await expectNoErrorPage(driver)
}

export async function expectNoErrorPage(driver: WebDriver) {
  const text = await driver.findElement(By.css('body')).getText()
  if (text.includes(ERROR_PAGE_TEXT)) {
    throw new Error(`the error page on ${await driver.getCurrentUrl()}:\n${text.slice(0, 500)}`)
  }
}

/**
 * The guest's hand, then the app's takeover: the app starts at the first key or tap
 * (src/start/start-app.ts); Shift types nothing and moves nothing.
 */
export async function waitForApp(driver: WebDriver) {
  await driver.wait(
    () => driver.executeScript<boolean>('return document.readyState !== "loading"'),
    WAIT_MS,
    'the page parsed',
  )
  await driver.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform()
  await driver.wait(
    () =>
      driver.executeScript<boolean>(
        'return document.documentElement.hasAttribute(arguments[0])',
        APP_READY_ATTRIBUTE,
      ),
    WAIT_MS,
    'the app in charge of the page',
  )
}

/*
 * WebKitGTK's WebDriver has no log and no BiDi: the page's own errors are collected in the page,
 * from the moment the test starts listening (before the app starts, so its takeover is heard).
 */
const LISTEN_SCRIPT = `
  if (window.__testErrors) return
  const errors = (window.__testErrors = [])
  const text = (value) => (value && value.stack) || String(value)
  addEventListener('error', (event) => errors.push('error: ' + text(event.error ?? event.message)))
  addEventListener('unhandledrejection', (event) => errors.push('rejection: ' + text(event.reason)))
  const consoleError = console.error
  console.error = (...args) => {
    errors.push('console.error: ' + args.map(text).join(' '))
    consoleError.apply(console, args)
  }`

/** Listens for the page's uncaught errors and console.error calls from now on. */
export async function listenForErrors(driver: WebDriver) {
  await driver.executeScript(LISTEN_SCRIPT)
}

/** What the page reported since `listenForErrors`. */
export function pageErrors(driver: WebDriver): Promise<string[]> {
  return driver.executeScript<string[]>('return window.__testErrors ?? []')
}

/** Whether a tap on the middle of `element` lands on it: in the viewport, nothing over it. */
const TAPPABLE_SCRIPT = `
  const element = arguments[0]
  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
  // A disabled button takes no tap: the console's answers are, until the server has answered
  // the page (what it shows first may be the copy saved on the device).
  if (element.disabled || element.closest('[aria-disabled="true"]')) return false
  const top = document.elementFromPoint(x, y)
  return !!top && (top === element || element.contains(top))`

/**
 * Whether the element stays where it is over two frames: a tap aimed at a box that is still
 * moving (a bar above it that grows when its count arrives, a list drawn again) lands beside it,
 * and WebDriver says nothing. Playwright waits for this itself ("stable"); WebDriver does not.
 */
const STEADY_SCRIPT = `
  const [element, done] = arguments
  const at = () => {
    const box = element.getBoundingClientRect()
    return element.isConnected + ' ' + [box.left, box.top, box.width, box.height].join()
  }
  const before = at()
  requestAnimationFrame(() => requestAnimationFrame(() => done(at() === before)))`

/**
 * Scrolls the element `find` finds to the middle of its scrollers, clear of sticky bars, waits
 * until it is there, enabled and still (two frames in the same place), and taps it. Centred sideways too: with inline: 'nearest' (the default),
 * WebKit leaves a carousel's fourth card out of view at 1280 px (its track stays at 0; focus()
 * does scroll it). Found again if the app replaced it meanwhile.
 */
export async function tap(driver: WebDriver, find: () => Promise<WebElement>) {
  await retryStale(async () => {
    const element = await find()
    await driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", inline: "center" })',
      element,
    )
    await driver.wait(
      async () =>
        (await driver.executeScript<boolean>(TAPPABLE_SCRIPT, element)) &&
        (await driver.executeAsyncScript<boolean>(STEADY_SCRIPT, element)),
      WAIT_MS,
      'the element in view, enabled, nothing over it, not moving',
    )
    await element.click()
  })
}

/** The input a visible label names (the label's text starts with `label`). */
export function fieldByLabel(scope: WebElement, label: string): Promise<WebElement> {
  return scope.findElement(
    By.xpath(`.//input[@id = //label[starts-with(normalize-space(.), "${label}")]/@for]`),
  )
}

/** A button whose text (or accessible label) is `name`. */
export function buttonNamed(scope: WebElement, name: string): Promise<WebElement> {
  return scope.findElement(
    By.xpath(`.//button[normalize-space(.) = "${name}" or @aria-label = "${name}"]`),
  )
}
