// Issue 26: pa11y's WCAG2AA check finds nothing on /services with the reservation form open: the
// early form the page's inline script opens when See More is tapped before the app runs
// (src/start/early-reserve.ts), and the app's dialog that takes its place. pa11y drives a Chrome of
// its own (a download); its engine, HTML_CodeSniffer (@pa11y/html_codesniffer, the build pa11y
// runs), is run here in the page as pa11y's runner runs it: HTMLCS.process('WCAG2AA', document).
// Both themes (its contrast rules read colours), at a phone's width and a desktop's.
//
// What fails the test: every error on the page, as pa11y reports by default (its warnings and
// notices are off unless asked for); an error is a rule HTML_CodeSniffer decides on its own: a form
// with no submit button (H32.2), text below 4.5:1, a control without a name, an autocomplete value
// its control's type cannot take. And the warnings in the open dialog, the form's own (a doubtful
// autocomplete value, a label it had to ignore), but for the kinds in LEFT_TO_PEOPLE below. Never
// its notices: reminders to check by hand ("Check that no change of context occurs when this input
// field receives focus"), one or more on every control and link, whatever the markup.
import { createRequire } from 'node:module'
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { expect, fillDialog, holdCode, hydrated, picker, test } from '../support/e2e-pwa-fixtures'

// It only reads the site: the worker's server will do.
test.use({ shareServer: true })

const HTMLCS_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
)

/** A room of the seeded catalogue whose See More shows on /services. */
const ROOM = 'Garden Double Room'

/**
 * Warnings in the dialog that ask a person to judge what the markup cannot say, each true of any
 * such form: the photo is the card's again, decorative on purpose (alt=""); the months are named
 * grids (aria-label, the month), and a caption would say the month twice; a modal <dialog> is
 * position: fixed by the browser's own stylesheet, and the dialog's body scrolls inside it; a
 * select's options should be grouped "if" they have groups (said of any select without optgroup):
 * the guests' 1 to N have none.
 */
const LEFT_TO_PEOPLE = new Set([
  'WCAG2AA.Principle1.Guideline1_1.1_1_1.H67.2',
  'WCAG2AA.Principle1.Guideline1_3.1_3_1.H39.3.NoCaption',
  'WCAG2AA.Principle1.Guideline1_4.1_4_10.C32,C31,C33,C38,SCR34,G206',
  'WCAG2AA.Principle1.Guideline1_3.1_3_1.H85.2',
])

interface Issue {
  type: 'error' | 'warning' | 'notice'
  code: string
  message: string
  element: string
  /** Whether it lies in the open dialog (the form) rather than on the page behind it. */
  inDialog: boolean
}

/** HTML_CodeSniffer's messages on the whole document, as pa11y's htmlcs runner asks for them. */
async function sniff(page: Page): Promise<Issue[]> {
  // Evaluated by the browser's debugging protocol: the page's CSP (no inline script, no eval)
  // does not apply, and the page's own code is left as it is.
  await page.evaluate(`${HTMLCS_SOURCE};undefined`)
  return page.evaluate(
    () =>
      new Promise<Issue[]>((resolve, reject) => {
        interface Message {
          type: number
          code: string
          msg: string
          element: Element | Document
        }
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process(standard: string, content: Document, done: () => void, fail: () => void): void
            getMessages(): Message[]
          }
        }
        const TYPES = { 1: 'error', 2: 'warning', 3: 'notice' } as const
        const describe = (element: Element | Document) =>
          element instanceof Element
            ? element.outerHTML.replace(/\s+/g, ' ').slice(0, 160)
            : '(the document)'
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages().map((m) => ({
                type: TYPES[m.type as 1 | 2 | 3],
                code: m.code,
                message: m.msg,
                element: describe(m.element),
                inDialog:
                  m.element instanceof Element && m.element.closest('dialog[open]') !== null,
              })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        )
      }),
  )
}

/** What the test fails on (see the header), each with its code and markup. */
const findings = (issues: Issue[]) =>
  issues
    .filter(
      (i) =>
        i.type === 'error' || (i.type === 'warning' && i.inDialog && !LEFT_TO_PEOPLE.has(i.code)),
    )
    .map((i) => `${i.type} ${i.code}: ${i.message}\n    ${i.element}`)

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['dark', 'light']) {
    test(`HTML_CodeSniffer (WCAG2AA) finds nothing on the reservation form, early and in the app, at ${viewport.width}px in the ${theme} theme`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      await page.addInitScript(([key, t]) => localStorage.setItem(key, t), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)

      // See More tapped before the app has started (its code held back): the early form.
      const release = await holdCode(page)
      await page.goto('/services', { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await page.getByRole('link', { name: `See More: ${ROOM}` }).click()
      const dialog = page.getByRole('dialog', { name: ROOM })
      await expect(dialog.getByLabel('Name')).toBeEnabled()
      expect(await hydrated(page)).toBe(false)
      const early = findings(await sniff(page))
      // Soft: the app's dialog is checked too when the early form fails.
      expect.soft(early, `the early form:\n${early.join('\n')}`).toEqual([])

      // The app takes the dialog over; a stay chosen, the form ready to send.
      release()
      await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
      await fillDialog(dialog, {
        fromDay: 20,
        toDay: 23,
        name: 'Ada Obi',
        phone: '+234 803 555 0142',
      })
      await expect(dialog.getByRole('button', { name: 'Reserve' })).toBeEnabled()
      const app = findings(await sniff(page))
      expect(app, `the app's dialog:\n${app.join('\n')}`).toEqual([])
    })
  }
}

// The months' markup carries no role on its cells (the HTML checker refuses one there:
// date-range-picker.tsx); what a screen reader gets is the browser's reading of it, asked of
// Chromium itself here (Playwright's getByRole computes roles its own way).
test("Chromium reads each month as a grid of gridcells, the stay's days selected, each day named", async ({
  page,
}) => {
  await page.goto('/services')
  await page.getByRole('link', { name: `See More: ${ROOM}` }).click()
  const dialog = page.getByRole('dialog', { name: ROOM })
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  const calendar = picker(dialog)
  const [from, to] = [await calendar.inDays(20), await calendar.inDays(23)]
  await calendar.tap(from)
  await calendar.tap(to)
  await expect(dialog.getByText('· 3 nights')).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const role = (node: (typeof nodes)[number]) => node.role?.value as string | undefined
  const grids = nodes.filter((node) => role(node) === 'grid')
  const month = expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/)
  expect(grids.map((grid) => grid.name?.value)).toEqual([month, month])
  const cells = nodes.filter((node) => role(node) === 'gridcell')
  // Two months of at least four weeks: the days, and the blank cells around them.
  expect(cells.length).toBeGreaterThanOrEqual(2 * 4 * 7)
  expect(nodes.filter((node) => role(node) === 'cell')).toEqual([])
  const isSelected = (node: (typeof nodes)[number]) =>
    node.properties?.some((p) => p.name === 'selected' && p.value.value === true) === true
  /** The names of the day buttons in `cells`, in order. */
  const dayNames = (of: typeof nodes) =>
    of.flatMap((cell) =>
      (cell.childIds ?? [])
        .map((id) => byId.get(id)!)
        .filter((child) => role(child) === 'button')
        .map((button) => String(button.name?.value)),
    )
  const selected = dayNames(cells.filter(isSelected))
  expect(selected).toHaveLength(4)
  expect(selected[0]).toMatch(/, your check-in$/)
  expect(selected[3]).toMatch(/, your check-out$/)
  expect(dayNames(cells).filter((name) => /, today\b/.test(name))).toHaveLength(1)
})
