// WebKit for the smoke tests: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser on
// the X display of tests/support/webkit-global-setup.ts, over WebDriver with selenium-webdriver.
// Each `openWebKit()` starts its own driver on a free port and stops it with the session.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import { APP_READY_ATTRIBUTE } from '../../src/start/names'
import { tempDir } from './server-process'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
/** The error page's heading (src/components/error-page.tsx): what a crash shows the guest. */
export const ERROR_PAGE_TEXT = 'Oops! Something Went Wrong'
/** Bounds a wait for a condition: long enough for a busy 2-core machine, short of a hang. */
export const WAIT_MS = 20_000

/*
 * MiniBrowser's toolbar asks for 447 px of width at GTK's default sizes, so its window, and the
 * page's viewport, never gets narrower: a phone's 390 px needs the toolbar shrunk. A GTK style
 * sheet read from XDG_CONFIG_HOME/gtk-3.0/gtk.css does it (the page's own rendering ignores it).
 */
const TINY_TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n'

function gtkConfigHome(): string {
  const dir = tempDir('hearth-webkit-gtk-')
  fs.mkdirSync(path.join(dir, 'gtk-3.0'))
  fs.writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR_CSS)
  return dir
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function driverReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + WAIT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/status`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not answer')
}

export interface WebKit {
  driver: WebDriver
  close(): Promise<void>
}

export interface WebKitOptions {
  /** 'none': `get` returns at once, for a page whose code is held (its load never comes). */
  pageLoadStrategy?: 'normal' | 'none'
}

/** A WebKit browser (MiniBrowser, a fresh automation session) on `display`. */
export async function openWebKit(
  display: string,
  { pageLoadStrategy = 'normal' }: WebKitOptions = {},
): Promise<WebKit> {
  const configHome = gtkConfigHome()
  const port = await freePort()
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
    stdio: 'ignore',
  })
  const stopDriver = () => {
    child.kill('SIGTERM')
    fs.rmSync(configHome, { recursive: true, force: true })
  }
  try {
    const url = `http://127.0.0.1:${port}`
    await driverReady(url, child)
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy,
        'webkitgtk:browserOptions': { args: ['--automation'] },
      })
      .build()
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => {})
        stopDriver()
      },
    }
  } catch (error) {
    stopDriver()
    throw error
  }
}

/** What MiniBrowser's window adds to the page's viewport (its toolbar), once measured. */
const windowChrome = new WeakMap<WebDriver, { width: number; height: number }>()

/**
 * Sizes the window so that the page's viewport is `width` x `height`. The window resizes a moment
 * after it is asked to (longer on a busy machine): each try waits for the viewport, then corrects
 * the window by what the viewport lacks.
 */
export async function setViewport(driver: WebDriver, width: number, height: number) {
  const window = driver.manage().window()
  const viewport = () =>
    driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight]')
  const isRight = async () => {
    const [w, h] = await viewport()
    return w === width && h === height
  }
  if (await isRight()) return
  for (let attempt = 0; attempt < 4; attempt++) {
    const chrome = windowChrome.get(driver) ?? { width: 0, height: 0 }
    await window.setRect({ width: width + chrome.width, height: height + chrome.height })
    if (
      await driver.wait(isRight, 5_000).then(
        () => true,
        () => false,
      )
    )
      return
    const [rect, [w, h]] = await Promise.all([window.getRect(), viewport()])
    windowChrome.set(driver, { width: rect.width - w, height: rect.height - h })
  }
  throw new Error(`no viewport of ${width}x${height}: ${JSON.stringify(await viewport())}`)
}

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
  const top = document.elementFromPoint(x, y)
  return !!top && (top === element || element.contains(top))`

/**
 * Scrolls the element `find` finds to the middle of its scrollers, clear of sticky bars, waits
 * until it is there and taps it. Centred sideways too: with inline: 'nearest' (the default),
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
      () => driver.executeScript<boolean>(TAPPABLE_SCRIPT, element),
      WAIT_MS,
      'the element in view, nothing over it',
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
