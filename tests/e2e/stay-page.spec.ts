// Issue 53 in the browser, at 390 px, in English and in French: the owner sets a 30 % deposit and
// VAT at 7.5 % (the Rates page and the dialog say the policy), a guest's request is confirmed, and
// the guest opens the stay's page on another device (nothing of the booking device's store): the
// price with its VAT, the deposit and its deadline, the bank transfer; pays the deposit on
// Paystack's checkout (the local stand-in), comes back and sees it paid, with its receipt, which
// opens as a page and as a PDF. The page is kept out of search results, axe finds nothing and the
// Nu checker no error; it is looked at in pictures at 320, 390 and 1280 px, light and dark.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { axeOn } from '../support/axe'
import { DIST, expect, newDevice, test, waitForHydration } from '../support/e2e-pwa-fixtures'
import { keepScreenshot, switchScheme } from '../support/kept-screenshots'
import { checkerErrors } from '../support/nu-checker'
import { startPaystackStandIn } from '../support/paystack-stand-in'
import { adminHeaders, api, startServer } from '../support/server-process'

test.setTimeout(180_000)

const PHONE = { width: 390, height: 844 }

const WORDS = {
  en: {
    title: 'Your Stay',
    vat: 'VAT 7.5%₦6,750',
    total: 'Total₦96,750',
    deposit: "A deposit of 30% of the price is due within 48 hours of the hotel's confirmation.",
    pay: 'Pay ₦29,025',
    email: 'Email',
    paid: 'Thank you: your payment went through.',
    paidLine: 'Paid₦29,025',
    bank: 'Pay by bank transfer',
    receipts: 'Receipts',
    pdf: (n: string) => `Receipt ${n}, PDF`,
  },
  fr: {
    title: 'Votre séjour',
    vat: 'VAT 7,5 %6 750 ₦',
    total: 'Total96 750 ₦',
    deposit:
      'Un acompte de 30 % du prix est à régler dans les 48 heures qui suivent la confirmation de l’hôtel.',
    pay: 'Payer 29 025 ₦',
    email: 'E-mail',
    paid: 'Merci : votre paiement est passé.',
    paidLine: 'Payé29 025 ₦',
    bank: 'Payer par virement',
    receipts: 'Reçus',
    pdf: (n: string) => `Reçu ${n}, PDF`,
  },
} as const

/** Text with its no-break spaces as plain ones, as the words above are written. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ')
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

for (const language of ['en', 'fr'] as const) {
  test(`a confirmed guest pays the deposit from the stay's page on another device (${language})`, async ({
    browser,
  }, testInfo) => {
    const w = WORDS[language]
    const paystack = await startPaystackStandIn()
    const server = await startServer({
      env: {
        SITE_DIR: DIST,
        PAYSTACK_SECRET_KEY: paystack.secretKey,
        PAYSTACK_API_URL: paystack.origin,
        OUTBOUND_ALLOWED_TEST_ORIGINS: paystack.origin,
        HOTEL_BANK_NAME: 'Zenith Bank',
        HOTEL_BANK_ACCOUNT_NAME: 'Hearth House Ltd',
        HOTEL_BANK_ACCOUNT_NUMBER: '1012345678',
        HOTEL_TIMEZONE: 'Africa/Lagos',
      },
    })
    paystack.setWebhookUrl(`${server.url}/api/payments/paystack`)
    try {
      const staff = async (method: string, path: string, body?: unknown) => {
        const res = await api(server.url, method, `/api/staff${path}`, body, adminHeaders)
        expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300)
        return res.body as Record<string, unknown>
      }
      const room = await createFacility(server.url, { capacity: 2, name: `Palm Court ${language}` })
      await staff('POST', `/facilities/${room._id}/rates`, { nightly: 4_500_000 })
      await staff('POST', '/payments/policy', { deposit: { kind: 'percent', percent: 30 } })
      await staff('POST', '/taxes/VAT', { rate: 7.5, included: false })

      const device = await newDevice(browser, server.url, { viewport: PHONE })
      const page = await device.newPage()
      const prefix = language === 'en' ? '' : '/fr'

      // The Rates page and the dialog say the policy.
      await page.goto(`${prefix}/our-rates`)
      const card = page.getByRole('article', { name: room.name })
      await expect(
        card.getByRole('list', { name: /Payment and cancellation|Paiement/ }),
      ).toBeVisible()
      expect(plain(await card.textContent())).toContain(w.deposit)
      await page.goto(`${prefix}/services?reserve=${room._id}`)
      await waitForHydration(page)
      const dialog = page.getByRole('dialog', { name: room.name })
      await expect(dialog.getByText(w.deposit.slice(0, 20))).toBeVisible()

      // A request in the page's language, confirmed by the hotel.
      const body = reserveBody(room, {
        dateRange: { from: inDays(20), to: inDays(22) },
        ...(language === 'fr' ? { language: 'fr' } : {}),
      })
      const booked = await reserve(server.url, room._id, body)
      expect(booked.status, JSON.stringify(booked.body)).toBe(200)
      const status = await api(server.url, 'GET', `/api/reservations/${body.reservation_id}/status`)
      const reference = (status.body as { reference: string }).reference
      await staff('POST', `/requests/${reference}/confirm`, {})
      const money = await staff('GET', `/requests/${reference}/money`)
      const stayPage = new URL(String(money.stay_url)).pathname
      expect(stayPage).toMatch(language === 'en' ? /^\/stay\// : /^\/fr\/stay\//)
      // The confirmation page's status answer carries it too.
      const confirmed = await api(
        server.url,
        'GET',
        `/api/reservations/${body.reservation_id}/status`,
      )
      expect((confirmed.body as { stay_path?: string }).stay_path).toBe(stayPage)
      await device.close()

      // Another device: the guest's phone, which never made the request.
      const phone = await newDevice(browser, server.url, { viewport: PHONE })
      const guest = await phone.newPage()
      const served = await guest.request.get(stayPage, { headers: { accept: 'text/html' } })
      expect(served.status()).toBe(200)
      const servedHtml = await served.text()
      expect(servedHtml).toContain('<meta name="robots" content="noindex">')
      expect(servedHtml).not.toContain('rel="canonical"')
      await guest.goto(stayPage)
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText(w.title)
      const price = region(guest, language === 'en' ? 'Price' : 'Prix')
      await expect(price).toBeVisible()
      expect(plain(await price.textContent())).toContain(w.vat)
      expect(plain(await price.textContent())).toContain(w.total)
      await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      expect(plain(await guest.locator('main').textContent())).toContain(w.deposit)
      await expect(region(guest, w.bank)).toContainText(reference)
      expect(await guest.locator('main').textContent()).not.toMatch(/803|555|0142|Ada Obi/)

      const { violations } = await axeOn(guest).analyze()
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
      const dir = testInfo.outputPath('html')
      fs.mkdirSync(dir, { recursive: true })
      const files = [`${dir}/stay-served.html`, `${dir}/stay-app.html`]
      fs.writeFileSync(files[0]!, servedHtml)
      fs.writeFileSync(files[1]!, await guest.content())
      const errors = await checkerErrors(dir, files)
      expect(errors, errors.join('\n')).toEqual([])

      for (const scheme of ['dark', 'light'] as const) {
        await switchScheme(guest, scheme)
        for (const width of [320, 390, 1280]) {
          await guest.setViewportSize({ width, height: 844 })
          await keepScreenshot(guest, {
            path: testInfo.outputPath(`stay-${language}-${width}-${scheme}.png`),
            fullPage: true,
          })
        }
      }
      await guest.setViewportSize(PHONE)

      // Pay the deposit: the email Paystack needs (the request had none), then its checkout.
      const pay = region(guest, language === 'en' ? 'Payment' : 'Paiement')
      await pay.getByLabel(w.email).fill('ada@example.com')
      const started = guest.waitForResponse((res) => res.url().endsWith('/pay'))
      await pay.getByRole('button', { name: new RegExp(w.pay.replace(/ /g, '.')) }).click()
      const answer = await started
      // The server's refusal, if any, is read here: a success navigates away from its body.
      if (answer.status() !== 200) throw new Error(`pay: ${answer.status()} ${await answer.text()}`)
      await guest.waitForURL(`${paystack.origin}/**`)
      await guest.getByRole('button', { name: 'Pay', exact: true }).click()
      await guest.waitForURL(new RegExp(`${stayPage}`))
      await expect(guest.getByRole('status').filter({ hasText: w.paid.slice(0, 5) })).toBeVisible()
      expect(
        plain(
          await guest
            .getByRole('status')
            .filter({ hasText: w.paid.slice(0, 5) })
            .textContent(),
        ),
      ).toContain(w.paid)
      await expect.poll(async () => plain(await pay.textContent())).toContain(w.paidLine)
      // The address lost Paystack's reference: a reload does not report it again.
      await expect.poll(() => new URL(guest.url()).search).toBe('')
      await keepScreenshot(guest, {
        path: testInfo.outputPath(`stay-${language}-390-paid.png`),
        fullPage: true,
      })

      // The receipt, as a page and as a PDF.
      const receipts = region(guest, w.receipts)
      const number =
        (await receipts.getByRole('link', { name: /^R-\d{4}-\d{4}$/ }).textContent()) ?? ''
      const pdf = await guest.request.get(
        (await receipts.getByRole('link', { name: w.pdf(number) }).getAttribute('href')) ?? '',
      )
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      await receipts.getByRole('link', { name: number, exact: true }).click()
      await expect(guest.locator('body')).toContainText(number)
      await phone.close()
    } catch (error) {
      await testInfo.attach('server', { body: server.output() })
      throw error
    } finally {
      await server.stop()
      await paystack.close()
    }
  })
}
