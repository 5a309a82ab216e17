// Issue 15: the contact form's message reaches the hotel. Online it is stored at once; offline
// it is kept on the device (the spec's alert says it was received), listed under the form, and
// delivered once when the connection returns. A message the hotel would refuse is not kept.
import type { Locator, Page } from '@playwright/test'
import { CONTACT_MESSAGES_KEY } from '../../src/lib/start-names'
import {
  admin,
  expect,
  keptRecords,
  logCaughtUp,
  recordRequests,
  test,
  visitOnce,
} from '../support/e2e-pwa-fixtures'

async function send(page: Page, form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value)
  const alerts: string[] = []
  const onDialog = (dialog: { message(): string; accept(): Promise<void> }) => {
    alerts.push(dialog.message())
    void dialog.accept()
  }
  page.on('dialog', onDialog)
  await form.getByRole('button', { name: 'Send' }).click()
  return {
    alerts: () => alerts,
    done: () => page.off('dialog', onDialog),
  }
}

test('a contact message is stored by the hotel, online and after a time offline, once each', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(120_000)
  const log = recordRequests(server)
  await visitOnce(page, '/contact-us')
  const form = page.getByRole('form', { name: 'Contact form' })
  const guest = { Name: 'Ada Obi', Email: 'ada@example.com', Phone: '+234 803 555 0100' }

  // A phone the hotel would refuse: said under the field, nothing kept, no alert.
  const wrong = await send(page, form, { ...guest, Phone: '0803-CALL', Reason: 'A cot?' })
  await expect(form.getByText(/7 to 15 digits/)).toBeVisible()
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Phone')).toBeFocused()
  expect(wrong.alerts()).toEqual([])
  wrong.done()

  // Online, the message is on its way, not waiting: the "saved on this device" notice is not
  // shown while the send is in flight (held here until checked), nor after it.
  const waiting = page.getByText(/is saved on this device and will be sent to the hotel/)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let arrived!: () => void
  const inFlight = new Promise<void>((resolve) => (arrived = resolve))
  await page.route('**/api/contact-messages', async (route) => {
    arrived()
    await held
    await route.continue()
  })
  const online = await send(page, form, { ...guest, Reason: 'A wedding in June, online' })
  await expect.poll(online.alerts).toEqual(['Form submitted!'])
  online.done()
  await expect(form.getByLabel('Name')).toHaveValue('')
  await inFlight
  await expect(waiting).toHaveCount(0)
  release()
  // Delivered (a delivered message leaves the device) before the network goes: else it waits
  // with the next one, as it should.
  const kept = async () => (await keptRecords(page, CONTACT_MESSAGES_KEY)).length
  await expect.poll(kept).toBe(0)
  await expect(waiting).toHaveCount(0)
  await page.unroute('**/api/contact-messages')

  await context.setOffline(true)
  const offline = await send(page, form, { ...guest, Reason: 'A cot for the baby, offline' })
  await expect.poll(offline.alerts).toEqual(['Form submitted!'])
  offline.done()
  await expect(waiting).toBeVisible()
  await page.reload()
  await expect(waiting).toBeVisible()
  await context.setOffline(false)
  await expect(waiting).toHaveCount(0, { timeout: 30_000 })

  const list = await admin(server, ['messages', 'list'])
  expect(list).toContain('A wedding in June, online')
  expect(list).toContain('A cot for the baby, offline')
  expect(list).not.toContain('A cot?')
  await logCaughtUp(server, log)
  const posts = log.filter((r) => r.method === 'POST' && r.url === '/api/contact-messages')
  expect(posts).toHaveLength(2)
  expect(await kept()).toBe(0)
})
