// Issue 53: money after the hotel's yes, on both databases, against a local Paystack that follows
// its published contract (support/paystack-stand-in.ts: initialize, verify, refund, a checkout the
// test pays, webhooks signed with the secret key and retried when not answered 200). Each figure
// is worked out by hand here: the taxes included and added, the deposits, the refunds under the
// cancellation policy. A payment counts only once Paystack's verify says success with the amount
// asked, whichever of the guest's return and the webhook comes first, once; a bad signature
// changes nothing; a replayed event counts once; a differing amount is not counted and the staff
// are told; receipts are numbered without gaps under concurrent payments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import { sql } from 'kysely'
import type { StayAnswer } from '../../contract/stay'
import type { StaffMoney } from '../../contract/staff-money'
import type { Quote } from '../../contract/rates'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import {
  PAYSTACK_TEST_SECRET_KEY,
  startPaystackStandIn,
  type PaystackStandIn,
} from '../support/paystack-stand-in'
import { api } from '../support/server-process'
import { notifyEnv, startSmtpReceiver, type SmtpReceiver } from '../support/notify-receivers'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'
import type { InProcessServer } from '../support/test-app'

const POLL = { timeout: 20_000, interval: 50 }
/** ₦45,000 a night, in kobo. */
const NIGHT = 4_500_000

describe.each(databaseTargets())('payments on $name', (target) => {
  let paystack: PaystackStandIn
  let smtp: SmtpReceiver
  let sessions: Awaited<ReturnType<typeof staffSessions<true>>>
  let hotel: InProcessServer
  let owner: StaffCaller
  let desk: StaffCaller

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ retryMs: 100 })
    smtp = await startSmtpReceiver()
    sessions = await staffSessions(target, {
      socket: true,
      env: {
        ...notifyEnv(undefined, smtp),
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET_KEY,
        PAYSTACK_API_URL: paystack.origin,
        OUTBOUND_ALLOWED_TEST_ORIGINS: paystack.origin,
        HOTEL_BANK_NAME: 'Zenith Bank',
        HOTEL_BANK_ACCOUNT_NAME: 'Hearth House Ltd',
        HOTEL_BANK_ACCOUNT_NUMBER: '1012345678',
      },
    })
    hotel = sessions.server
    paystack.setWebhookUrl(`${hotel.url}/api/payments/paystack`)
    owner = await sessions.person('Ada Obi', 'owner')
    desk = await sessions.person('Femi Front', 'frontdesk')
  })
  afterAll(async () => {
    // The stand-in's last webhooks first: the server closes with no call of its under way.
    await paystack?.webhooksSettled()
    await sessions?.close()
    await paystack?.close()
    await smtp?.close()
  })

  const admin = () => sessions.token
  async function setPolicy(policy: Record<string, unknown>, facilityId?: string) {
    const path = facilityId ? `/facilities/${facilityId}/payment-policy` : '/payments/policy'
    const res = await admin()('POST', path, policy)
    expect(res.statusCode, res.body).toBe(200)
  }
  async function setTaxes(taxes: { name: string; rate: number; included: boolean }[]) {
    const now = (await admin()('GET', '/taxes')).json() as { name: string }[]
    for (const tax of now) await admin()('POST', `/taxes/${encodeURIComponent(tax.name)}/remove`)
    for (const { name, ...tax } of taxes) {
      const res = await admin()('POST', `/taxes/${encodeURIComponent(name)}`, tax)
      expect(res.statusCode, res.body).toBe(200)
    }
  }
  /** A facility of its own with a base price of `nightly` a night. */
  async function pricedFacility(nightly = NIGHT) {
    const facility = await createFacility(hotel, { capacity: 2 })
    const res = await admin()('POST', `/facilities/${facility._id}/rates`, {
      every_year: false,
      days: [],
      nightly,
    })
    expect(res.statusCode, res.body).toBe(201)
    return facility
  }
  /** A request for `nights` nights from `from` days on, confirmed by the owner: its stay. */
  async function confirmedStay(
    facility: { _id: string; type: string },
    over: { from?: number; nights?: number; email?: string } = {},
  ) {
    const from = over.from ?? 20
    const body = reserveBody(facility as never, {
      dateRange: { from: inDays(from), to: inDays(from + (over.nights ?? 2)) },
      reservation_email: over.email ?? 'ada@example.com',
    })
    const res = await reserve(hotel, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const confirmed = await owner('POST', `/requests/${body.reservation_id}/confirm`, {})
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const money = (await desk('GET', `/requests/${body.reservation_id}/money`)).json() as StaffMoney
    const token = money.stay_url!.split('/').pop()!
    return { id: body.reservation_id, token, reference: money.reference }
  }
  const stay = async (token: string) => {
    const res = await api(hotel, 'GET', `/api/stays/${token}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as StayAnswer
  }
  const pay = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await api(hotel, 'POST', `/api/stays/${token}/pay`, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as { authorization_url: string; reference: string }
  }
  const back = (token: string, reference: string) =>
    api(hotel, 'POST', `/api/stays/${token}/return`, { reference })
  const alerts = async () =>
    (
      await sql<{
        payload: string
      }>`select payload from outbox where type = 'payment.alert' order by created_at`.execute(
        hotel.database.db,
      )
    ).rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>)

  it('taxes: the quote gains each tax and what the guest pays, included and added; none: as before', async () => {
    const facility = await pricedFacility()
    const quote = async () => {
      const res = await api(
        hotel,
        'GET',
        `/api/facilities/${facility._id}/quote?from=${inDays(30)}&to=${inDays(32)}&guests=1`,
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body as Quote
    }
    await setTaxes([])
    expect(await quote()).toEqual({
      currency: 'NGN',
      nights: [
        { date: inDays(30), amount: NIGHT },
        { date: inDays(31), amount: NIGHT },
      ],
      extra_guests: { count: 0, amount: 0 },
      total: 9_000_000,
    })
    // Both added: 7.5 % and 5 % of ₦90,000.
    await setTaxes([
      { name: 'VAT', rate: 7.5, included: false },
      { name: 'Consumption tax', rate: 5, included: false },
    ])
    expect(await quote()).toMatchObject({
      total: 9_000_000,
      taxes: [
        { name: 'VAT', rate: 7.5, included: false, amount: 675_000 },
        { name: 'Consumption tax', rate: 5, included: false, amount: 450_000 },
      ],
      grand_total: 10_125_000,
    })
    // VAT in the prices, the consumption tax on top: both a share of the net price
    // 9,000,000 / 1.075 = 8,372,093.02; VAT 627,906.98 -> 627,907; 5 %: 418,604.65 -> 418,605.
    await setTaxes([
      { name: 'VAT', rate: 7.5, included: true },
      { name: 'Consumption tax', rate: 5, included: false },
    ])
    expect(await quote()).toMatchObject({
      total: 9_000_000,
      taxes: [
        { name: 'VAT', included: true, amount: 627_907 },
        { name: 'Consumption tax', included: false, amount: 418_605 },
      ],
      grand_total: 9_418_605,
    })
    // The facilities list carries them, for the dialog's price offline.
    const listed = (await api(hotel, 'GET', `/api/facilities/${facility._id}`)).body as {
      taxes: unknown[]
    }
    expect(listed.taxes).toHaveLength(2)
    // The stored quote carries them: the stay's money is counted from them.
    await setPolicy({ deposit: { kind: 'none' } })
    const { token } = await confirmedStay(facility, { from: 30 })
    const page = await stay(token)
    expect(page.price?.grand_total).toBe(9_418_605)
    expect(page.money).toMatchObject({
      grand_total: 9_418_605,
      paid: 0,
      due: 9_418_605,
      deposit: 0,
    })
    await setTaxes([])
  })

  it('deposits: a share of what the guest pays, the first night, a fixed amount; due by the hours after the confirmation', async () => {
    await setTaxes([{ name: 'VAT', rate: 7.5, included: false }])
    const facility = await pricedFacility()
    // 3 nights: 13,500,000 + 7.5 % = 14,512,500.
    await setPolicy({ deposit: { kind: 'percent', percent: 30 }, pay_within_hours: 48 })
    const before = Date.now()
    const share = await stay((await confirmedStay(facility, { nights: 3 })).token)
    expect(share.money).toMatchObject({
      grand_total: 14_512_500,
      deposit: 4_353_750,
      deposit_due: 4_353_750,
    })
    const dueBy = Date.parse(share.money!.deposit_due_by!)
    expect(dueBy - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1_000)
    expect(dueBy - Date.now()).toBeLessThanOrEqual(48 * 3_600_000)
    expect(share.policy?.deposit).toEqual({ kind: 'percent', percent: 30 })
    // The first night with its tax: 4,500,000 × 1.075.
    await setPolicy({ deposit: { kind: 'first_night' } })
    const first = await stay((await confirmedStay(facility, { nights: 3, from: 40 })).token)
    expect(first.money).toMatchObject({ deposit: 4_837_500 })
    // A fixed ₦20,000, and a facility's own policy over the hotel's.
    await setPolicy({ deposit: { kind: 'fixed', amount: 2_000_000 } }, facility._id)
    const fixed = await stay((await confirmedStay(facility, { nights: 3, from: 50 })).token)
    expect(fixed.money).toMatchObject({ deposit: 2_000_000 })
    // The stay keeps what it was confirmed under when the policy changes.
    await setPolicy({ deposit: { kind: 'none' } })
    expect((await stay((await confirmedStay(facility, { from: 60 })).token)).money?.deposit).toBe(
      2_000_000,
    )
    await admin()('POST', `/facilities/${facility._id}/payment-policy/remove`)
    expect((await stay((await confirmedStay(facility, { from: 80 })).token)).money?.deposit).toBe(0)
    await setTaxes([])
  })

  it('the stay page: the same 404 for a wrong token as for none; no phone, no name; the bank account', async () => {
    const facility = await pricedFacility()
    const { token } = await confirmedStay(facility)
    const page = await stay(token)
    expect(JSON.stringify(page)).not.toContain('Ada Obi')
    // The guest's number in any form (not a bare '803': a random token may hold those digits).
    for (const form of ['803 555 0142', '8035550142', '5550142']) {
      expect(JSON.stringify(page)).not.toContain(form)
    }
    expect(page.pay.bank).toEqual({
      bank: 'Zenith Bank',
      account_name: 'Hearth House Ltd',
      account_number: '1012345678',
    })
    // Another last letter than its own (a token ending in A made this one the token itself).
    const wrong = await api(
      hotel,
      'GET',
      `/api/stays/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    )
    const none = await api(hotel, 'GET', '/api/stays/x')
    expect(wrong.status).toBe(404)
    expect(none.status).toBe(404)
    expect(wrong.body).toEqual(none.body)
  })

  it("paid by the guest's return only (the webhook held back): verified, counted once, its receipt", async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const { token } = await confirmedStay(facility)
    const { reference, authorization_url } = await pay(token)
    expect(authorization_url).toContain(paystack.origin)
    const asked = paystack.transactions().find((t) => t.reference === reference)!
    // The amount is the server's: half of ₦90,000, in kobo.
    expect(asked.requestedAmount).toBe(4_500_000)
    paystack.holdWebhooks(true)
    paystack.pay(reference)
    const first = await back(token, reference)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ outcome: 'counted' })
    const again = await back(token, reference)
    expect(again.body).toMatchObject({ outcome: 'already' })
    // Then the webhook arrives: still once.
    paystack.holdWebhooks(false)
    await paystack.webhooksSettled()
    const page = await stay(token)
    expect(page.money).toMatchObject({ paid: 4_500_000, deposit_due: 0, due: 4_500_000 })
    expect(page.payments).toHaveLength(1)
    expect(page.payments[0]!.receipt).toMatch(/^R-\d{4}-\d{4}$/)
    const receipt = await api(
      hotel,
      'GET',
      `/api/stays/${token}/receipts/${page.payments[0]!.receipt}`,
    )
    expect(receipt.status).toBe(200)
    expect(String(receipt.body)).toContain(page.payments[0]!.receipt!)
    const pdf = await hotel.app.inject({
      url: `/api/stays/${token}/receipts/${page.payments[0]!.receipt}/pdf`,
    })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The guest gave an address: the receipt by email, its PDF attached, once.
    const number = page.payments[0]!.receipt!
    const mailed = () => smtp.mails.filter((m) => m.raw.includes(`Subject: Receipt ${number}`))
    await expect.poll(() => mailed().length, POLL).toBe(1)
    expect(mailed()[0]!.raw).toContain('To: ada@example.com')
    expect(mailed()[0]!.raw).toContain(`filename=${number}.pdf`)
    expect(mailed()[0]!.text).toContain(number)
  })

  it('paid by the webhook only, and by the webhook before the return: counted once', async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const { token } = await confirmedStay(facility)
    const { reference } = await pay(token)
    paystack.pay(reference)
    await expect.poll(async () => (await stay(token)).money?.paid, POLL).toBe(4_500_000)
    expect((await back(token, reference)).body).toMatchObject({ outcome: 'already' })
    // The same event sent again (a replay, or Paystack's retry): counted once.
    const tx = paystack.transactions().find((t) => t.reference === reference)!
    expect(
      await paystack.sendWebhook('charge.success', {
        id: tx.id,
        status: 'success',
        reference,
        amount: tx.amount,
        currency: 'NGN',
        paid_at: new Date().toISOString(),
        channel: 'card',
      }),
    ).toBe(200)
    const page = await stay(token)
    expect(page.money?.paid).toBe(4_500_000)
    expect(page.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1)
  })

  it('a bad or missing signature is 401 and changes nothing; an unknown reference is answered and not counted', async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const { token } = await confirmedStay(facility)
    const { reference } = await pay(token)
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, status: 'success', reference, amount: 4_500_000, currency: 'NGN' },
    })
    const post = (headers: Record<string, string>) =>
      hotel.app.inject({
        method: 'POST',
        url: '/api/payments/paystack',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      })
    expectRefused(await post({}), 401, 'bad_signature')
    const wrongKey = createHmac('sha512', 'sk_test_not_the_key').update(body).digest('hex')
    expectRefused(await post({ 'x-paystack-signature': wrongKey }), 401, 'bad_signature')
    expectRefused(await post({ 'x-paystack-signature': 'abc' }), 401, 'bad_signature')
    expect((await stay(token)).money?.paid).toBe(0)
    // Signed, but Paystack's verify says the transaction is not paid (it never was): not counted.
    const signed = createHmac('sha512', PAYSTACK_TEST_SECRET_KEY).update(body).digest('hex')
    expect((await post({ 'x-paystack-signature': signed })).statusCode).toBe(200)
    expect((await stay(token)).money?.paid).toBe(0)
    // A reference of no stay: 200 (else Paystack sends it for days), nothing counted.
    expect(
      await paystack.sendWebhook('charge.success', {
        id: 99,
        status: 'success',
        reference: 'NOT-OURS-1',
        amount: 100,
        currency: 'NGN',
      }),
    ).toBe(200)
  })

  it('money that differs from what was asked is not counted and the staff are told', async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const { token, reference: stayRef } = await confirmedStay(facility)
    const { reference } = await pay(token)
    const before = (await alerts()).length
    paystack.pay(reference, { amount: 100_000 })
    await expect
      .poll(async () => (await stay(token)).payments.length === 0 && (await alerts()).length, POLL)
      .toBe(before + 1)
    expect((await stay(token)).money?.paid).toBe(0)
    const told = (await alerts()).at(-1)!
    expect(told).toMatchObject({
      paystack_reference: reference,
      asked: 4_500_000,
      received: 100_000,
    })
    expect(String(told.reference).replace('-', '')).toBe(stayRef.replace('-', ''))
  })

  it("a reference of another stay is a 404 on this stay's page", async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const a = await confirmedStay(facility)
    const b = await confirmedStay(facility, { from: 40 })
    const { reference } = await pay(a.token)
    paystack.holdWebhooks(true)
    paystack.pay(reference)
    expectRefusedStatus(await back(b.token, reference), 404)
    expect((await stay(b.token)).money?.paid).toBe(0)
    paystack.holdWebhooks(false)
    await paystack.webhooksSettled()
    expect((await stay(a.token)).money?.paid).toBe(4_500_000)
  })

  it("pay: an email is asked when the request had none; refused when nothing is due; the amount never the browser's", async () => {
    await setPolicy({ deposit: { kind: 'none' } })
    const facility = await pricedFacility()
    const { token } = await confirmedStay(facility, { email: '' })
    expect((await stay(token)).pay.needs_email).toBe(true)
    const noEmail = await api(hotel, 'POST', `/api/stays/${token}/pay`, {})
    expect(noEmail.status).toBe(400)
    expect(noEmail.body).toMatchObject({ error: { code: 'email_required' } })
    const sneaky = await api(hotel, 'POST', `/api/stays/${token}/pay`, {
      email: 'a@b.ng',
      amount: 1,
    })
    expect(sneaky.status).toBe(400)
    const { reference } = await pay(token, { email: 'guest@example.com' })
    // No deposit: what is due, the whole stay.
    expect(paystack.transactions().find((t) => t.reference === reference)!.requestedAmount).toBe(
      9_000_000,
    )
    paystack.pay(reference)
    await expect.poll(async () => (await stay(token)).money?.due, POLL).toBe(0)
    const nothing = await api(hotel, 'POST', `/api/stays/${token}/pay`, {})
    expect(nothing.status).toBe(409)
    expect(nothing.body).toMatchObject({ error: { code: 'nothing_due' } })
  })

  it('the desk records a transfer; the owner refunds by hand and through Paystack; never more than was paid', async () => {
    await setPolicy({ deposit: { kind: 'percent', percent: 50 } })
    const facility = await pricedFacility()
    const { id, token } = await confirmedStay(facility)
    const recorded = await desk('POST', `/requests/${id}/payments`, {
      amount: 2_000_000,
      method: 'transfer',
      reference: 'ZEN-778812',
    })
    expect(recorded.statusCode, recorded.body).toBe(201)
    const after = recorded.json() as StaffMoney
    expect(after.money).toMatchObject({ paid: 2_000_000, due: 7_000_000, deposit_due: 2_500_000 })
    expect(after.payments[0]).toMatchObject({
      method: 'transfer',
      recorded_by: 'Femi Front',
      reference: 'ZEN-778812',
    })
    expectRefused(
      await desk('POST', `/requests/${id}/payments`, { amount: 7_000_001, method: 'cash' }),
      409,
      'more_than_due',
    )
    // The rest of the deposit online (₦25,000), then a refund of ₦30,000: Paystack's ₦25,000
    // back through Paystack (newest first), ₦5,000 by hand, the staff told what to give back.
    const { reference } = await pay(token)
    paystack.pay(reference)
    await expect.poll(async () => (await stay(token)).money?.paid, POLL).toBe(4_500_000)
    expectRefused(await desk('POST', `/requests/${id}/refunds`, {}), 403, 'owner_only')
    expectRefused(
      await owner('POST', `/requests/${id}/refunds`, { amount: 4_500_001 }),
      409,
      'more_than_paid',
    )
    const alertsBefore = (await alerts()).length
    const refunded = await owner('POST', `/requests/${id}/refunds`, { amount: 3_000_000 })
    expect(refunded.statusCode, refunded.body).toBe(201)
    await expect
      .poll(
        () =>
          paystack
            .refunds()
            .filter((r) => r.reference === reference)
            .map((r) => r.amount),
        POLL,
      )
      .toEqual([2_500_000])
    await paystack.webhooksSettled()
    const refundsOf = async () =>
      ((await owner('GET', `/requests/${id}/money`)).json() as StaffMoney).payments
        .filter((p) => p.kind === 'refund')
        .map((p) => [p.method, p.amount, p.status])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    await expect.poll(refundsOf, POLL).toEqual([
      ['paystack', 2_500_000, 'succeeded'],
      ['transfer', 500_000, 'succeeded'],
    ])
    expect((await alerts()).length).toBe(alertsBefore + 1)
    expect(String((await alerts()).at(-1)!.message)).toContain('₦5,000')
    // The rest back (₦15,000, by hand): all that was paid, and never more.
    const all = await owner('POST', `/requests/${id}/refunds`, {})
    expect(all.statusCode, all.body).toBe(201)
    const money = all.json() as StaffMoney
    expect(money.money).toMatchObject({ paid: 4_500_000, refunded: 4_500_000 })
    const byHand = money.payments.filter((p) => p.kind === 'refund' && p.method === 'transfer')
    expect(byHand.map((p) => p.amount)).toEqual([500_000, 1_500_000])
    expect(byHand.every((p) => /^R-/.test(p.receipt ?? ''))).toBe(true)
    expectRefused(await owner('POST', `/requests/${id}/refunds`, {}), 409, 'nothing_to_refund')
  })

  it('cancellation: the guest before the free date gets all back, after it the fee is kept; the hotel cancelling gives all back', async () => {
    await setPolicy({
      deposit: { kind: 'percent', percent: 50 },
      free_cancel_days: 7,
      late_cancel_fee: { kind: 'first_night' },
    })
    const facility = await pricedFacility()
    const paidStay = async (from: number) => {
      const made = await confirmedStay(facility, { from, nights: 3 })
      const { reference } = await pay(made.token)
      paystack.pay(reference)
      await expect.poll(async () => (await stay(made.token)).money?.paid, POLL).toBe(6_750_000)
      return made
    }
    const refundedOf = async (token: string) => {
      await paystack.webhooksSettled()
      return (await stay(token)).money?.refunded
    }
    // 20 days ahead: free.
    const early = await paidStay(20)
    expect((await stay(early.token)).cancel).toMatchObject({
      free: true,
      fee: 0,
      refund: 6_750_000,
    })
    expect((await api(hotel, 'POST', `/api/reservations/${early.id}/cancel`)).status).toBe(200)
    await expect.poll(() => refundedOf(early.token), POLL).toBe(6_750_000)
    // 3 days ahead, from the stay page (another device): it says first what comes back, the first
    // night (₦45,000) kept and ₦22,500 back; then it is so.
    const late = await paidStay(3)
    expect((await stay(late.token)).cancel).toEqual({
      free: false,
      free_until: inDays(3 - 7),
      fee: 4_500_000,
      refund: 2_250_000,
    })
    const fromPage = await api(hotel, 'POST', `/api/stays/${late.token}/cancel`)
    expect(fromPage.status, JSON.stringify(fromPage.body)).toBe(200)
    expect(fromPage.body).toMatchObject({ status: 'cancelled', cancel: null })
    await expect.poll(() => refundedOf(late.token), POLL).toBe(2_250_000)
    expect((await api(hotel, 'POST', `/api/stays/${late.token}/cancel`)).status).toBe(200)
    expect((await api(hotel, 'POST', '/api/stays/nope/cancel')).status).toBe(404)
    // The hotel cancels a late one: everything back.
    const hotelCancels = await paidStay(4)
    const cancelled = await owner('POST', `/requests/${hotelCancels.id}/cancel`, {
      note: 'The room flooded.',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await expect.poll(() => refundedOf(hotelCancels.token), POLL).toBe(6_750_000)
    await expect
      .poll(
        async () =>
          (await stay(hotelCancels.token)).payments.filter(
            (p) => p.kind === 'refund' && p.status === 'succeeded',
          ).length,
        POLL,
      )
      .toBe(1)
  })

  it('receipts are numbered without gaps and never twice, under concurrent payments', async () => {
    await setPolicy({ deposit: { kind: 'none' } })
    const facility = await pricedFacility()
    const stays = await Promise.all(
      Array.from({ length: 6 }, (_, i) => confirmedStay(facility, { from: 100 + i * 5 })),
    )
    const results = await Promise.all(
      stays.flatMap((s) =>
        [1, 2, 3].map(() =>
          desk('POST', `/requests/${s.id}/payments`, { amount: 100_000, method: 'cash' }),
        ),
      ),
    )
    for (const res of results) expect(res.statusCode, res.body).toBe(201)
    const rows = (
      await sql<{
        receipt_number: string
      }>`select receipt_number from payments where receipt_number is not null`.execute(
        hotel.database.db,
      )
    ).rows.map((r) => r.receipt_number)
    const byYear = new Map<string, number[]>()
    for (const number of rows) {
      const [, year, n] = /^R-(\d{4})-(\d+)$/.exec(number)!
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(n)])
    }
    expect(new Set(rows).size).toBe(rows.length)
    for (const numbers of byYear.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1))
    }
  })
})

function expectRefusedStatus(res: { status: number; body: unknown }, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(res.body).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  })
}
