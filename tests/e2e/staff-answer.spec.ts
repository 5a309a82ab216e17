// Answering a request in the console (issue 27), against the staff API stood in: the body names
// the state the clerk saw, as JSON from this page; a decline asks for its note before it is sent;
// a colleague's answer meanwhile is said in words; signing out leaves nothing but the theme.
import type { Page } from '@playwright/test'
import { NOTE_RULE } from '../../contract/reservation'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { expect, test } from '../support/e2e-pwa-fixtures'
import { mockStaffApi, NOW, type StaffMockOptions } from '../support/staff-mocks'

test.use({ shareServer: true })

async function openRequest(page: Page, options: StaffMockOptions = {}) {
  await page.clock.setFixedTime(NOW)
  const posts = await mockStaffApi(page, { signedIn: true, ...options })
  await page.goto('/staff/requests/WKW6M-38CKW')
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible()
  return posts
}

test('a decline asks for its note before anything is sent', async ({ page }) => {
  const posts = await openRequest(page)
  // The guest booked on the French site (issue 31): the clerk who calls speaks French.
  await expect(page.getByTestId('guest-language')).toHaveText('French')
  // Whether the guest will hear of the answer without a call (issue 30).
  await expect(page.getByTestId('guest-told')).toHaveText(
    'Reaches the guest by a notification on their phone.',
  )
  await page.getByRole('button', { name: 'Decline' }).click()
  await expect(page.getByRole('alert')).toHaveText(NOTE_RULE)
  await expect(page.getByLabel(/Note for the guest/)).toBeFocused()
  expect(posts).toEqual([])
})

test('Confirm sends the note and the status shown, as JSON', async ({ page }) => {
  const posts = await openRequest(page)
  await page.getByLabel(/Note for the guest/).fill('See you on the 12th!')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/Confirmed by Ada Obi, 28 May, 10:42/)).toBeVisible()
  await expect(page.getByTestId('guest-told')).toHaveText(
    'The guest is not notified: they did not ask for notifications. Call or message them.',
  )
  expect(posts).toHaveLength(1)
  expect(posts[0]!.path).toBe('/requests/WKW6M-38CKW/confirm')
  expect(posts[0]!.body).toEqual({ expected_status: 'received', note: 'See you on the 12th!' })
  expect(posts[0]!.headers['content-type']).toBe('application/json')
})

test("a colleague's answer meanwhile is said, with who and when", async ({ page }) => {
  await openRequest(page, {
    answer: (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'changed_meanwhile',
            message: 'This request was answered meanwhile.',
            details: {
              to_status: 'declined',
              by: 'staff',
              by_name: 'Bisi Ade',
              at: '2026-06-02T09:42:00.000Z',
              note: 'Full that weekend.',
            },
          },
        }),
      }),
  })
  await page.getByRole('button', { name: 'Confirm' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Already declined by Bisi Ade, today, 10:42.')
  await expect(alert).toContainText('Full that weekend.')
})

test('any other refusal is a sentence, not a blank page', async ({ page }) => {
  await openRequest(page, {
    answer: (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'dates_unavailable', message: 'Those nights are full now.' },
        }),
      }),
  })
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert')).toHaveText('Those nights are full now.')
  await expect(page.getByRole('heading', { name: 'WKW6M-38CKW' })).toBeVisible()
})

test('sign out ends on the sign-in, with nothing kept but the theme', async ({ page }) => {
  let signedIn = true
  await page.clock.setFixedTime(NOW)
  const posts = await mockStaffApi(page, { signedIn: () => signedIn })
  await page.goto('/staff')
  await expect(page.getByText('DCL8N-4WQTZ')).toBeVisible()
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await page.getByText('Ada Obi', { exact: true }).first().click()
  signedIn = false
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible()
  expect(posts.map((p) => [p.path, p.body])).toEqual([['/sign-out', {}]])
  // The console's own code may stay (its worker's cache, for opening offline: files, no
  // answers); its saved copy of what it showed is gone, and nothing else is kept.
  const kept = await page.evaluate(async () => {
    const files = await Promise.all(
      (await caches.keys()).map(async (name) =>
        (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      ),
    )
    const saved = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('hearth-staff')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('kept')) return resolve(0)
        const count = db.transaction('kept').objectStore('kept').count()
        count.onsuccess = () => resolve(count.result)
        count.onerror = () => reject(count.error)
      }
    })
    return {
      local: Object.keys(localStorage),
      session: sessionStorage.length,
      cacheNames: await caches.keys(),
      outsideTheConsole: files.flat().filter((p) => !p.startsWith('/staff/')),
      databases: (await indexedDB.databases()).map((d) => d.name),
      saved,
    }
  })
  expect(kept).toEqual({
    local: [THEME_STORAGE_KEY],
    session: 0,
    cacheNames: kept.cacheNames.length ? ['hearth-staff-shell'] : [],
    outsideTheConsole: [],
    databases: ['hearth-staff'],
    saved: 0,
  })
})
