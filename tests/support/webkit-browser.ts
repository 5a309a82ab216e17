// WebKit for the smoke tests: Debian's WebKitWebDriver (webkit2gtk-driver) driving MiniBrowser on
// the X display of tests/support/webkit-global-setup.ts, over WebDriver with selenium-webdriver.
// Each `openWebKit()` starts its own driver on a free port and stops it with the session.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Builder, type WebDriver } from 'selenium-webdriver'
import { vi } from 'vitest'
import { tempDir } from './server-process'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
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
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`)
      // Not listening yet is a refused fetch: waited on like a status that is not ok.
      const ok = await fetch(`${url}/status`).then(
        (res) => res.ok,
        () => false,
      )
      if (!ok) throw new Error('WebKitWebDriver did not answer')
    },
    { timeout: WAIT_MS, interval: 100 },
  )
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
