// The Termii adapter's rules without a network: the number as Termii takes it, and what each
// answer means for the delivery (sent, tried again, failed for good). tests/api/guest-sms.test.ts
// sends through a real local receiver.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guestStatusMessage, type GuestStatus, type GuestStatusData } from './guest-texts'
import { PermanentFailure, type OutboxEvent } from './channel'
import { checkAnswer, gsmFriendly, internationalNumber, termiiBody, termiiChannel } from './termii'

const KEY = 'TLkey-0123456789-secret'

const options = {
  apiKey: KEY,
  senderId: 'HearthHse',
  baseUrl: 'https://termii.test/',
  channel: 'dnd' as const,
  countryCode: '234',
  timeoutMs: 1_000,
}

const data: GuestStatusData = {
  reservation_id: 'r-0123456789abcdef',
  reference: 'ABCDEFGHJK',
  facility_name: 'Garden Room',
  facility_type: 'room',
  dateRange: { from: '2026-12-12', to: '2026-12-14' },
  status: 'confirmed',
  phone: '+2348035550142',
}

const event = (over: Partial<GuestStatusData> = {}): OutboxEvent => ({
  id: 'event-1',
  type: 'guest.status',
  created_at: '2026-12-01T10:00:00.000Z',
  data: { ...data, ...over } as unknown as Record<string, unknown>,
})

/** What a call threw: its class and message. */
function thrown(fn: () => unknown): { permanent: boolean; message: string } {
  try {
    fn()
  } catch (error) {
    return { permanent: error instanceof PermanentFailure, message: (error as Error).message }
  }
  throw new Error('did not throw')
}

describe('internationalNumber', () => {
  it.each([
    ['+2348035550142', '2348035550142'],
    ['002348035550142', '2348035550142'],
    ['08035550142', '2348035550142'], // local: the hotel's calling code for the 0
    ['2348035550142', '2348035550142'], // bare digits are international already
    ['+44 20 7946 0958', '442079460958'],
    ['+1-212-555-0142', '12125550142'],
  ])('%s -> %s', (phone, expected) => {
    expect(internationalNumber(phone, '234')).toBe(expected)
  })

  it("uses the hotel's own calling code for a local number", () => {
    expect(internationalNumber('0241234567', '233')).toBe('233241234567')
  })

  it.each([
    '1234567',
    '+1234567',
    '0123',
    '+0803555014',
    '00',
    '000803555014',
    '+2348035550142999999', // 19 digits: longer than E.164 allows
    'abc',
  ])('refuses %s for good: no try can reach it', (phone) => {
    const outcome = thrown(() => internationalNumber(phone, '234'))
    expect(outcome.permanent).toBe(true)
    expect(outcome.message).toContain('cannot be texted')
  })
})

describe('termiiBody', () => {
  it("is Termii's documented body: the key, the number, the sender, the text, plain, the route", () => {
    expect(termiiBody(data, options)).toEqual({
      api_key: KEY,
      to: '2348035550142',
      from: 'HearthHse',
      sms: expect.stringContaining('Garden Room, 12 to 14 Dec 2026: your request is confirmed.'),
      type: 'plain',
      channel: 'dnd',
    })
    expect(termiiBody(data, options).sms).toMatch(/ Ref ABCDE-FGHJK\.$/)
  })

  // GSM-7's basic alphabet, less what it lacks of ASCII: one other character and the message goes
  // as UCS-2, 70 characters a page instead of 160.
  const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/

  it.each(['confirmed', 'declined', 'cancelled', 'expired'] as GuestStatus[])(
    'sends the %s text in GSM-7, so it is billed by 160-character pages',
    (status) => {
      const sms = termiiBody({ ...data, status }, options).sms
      expect(guestStatusMessage({ ...data, status }).sms.replace(/\u2019/g, "'")).toBe(sms)
      expect(sms).toMatch(GSM7)
      // One page, but the expiry's longer text (two).
      expect(sms.length).toBeLessThanOrEqual(status === 'expired' ? 306 : 160)
    },
  )

  it("plains typographic punctuation only; a name's own letters stay", () => {
    expect(gsmFriendly('The hotel’s “Ọ̀ṣun” suite – 12…14\u00a0Dec')).toBe(
      'The hotel\'s "Ọ̀ṣun" suite - 12...14 Dec',
    )
  })

  it('fails for good without a number', () => {
    const { phone: _, ...noPhone } = data
    expect(thrown(() => termiiBody(noPhone, options)).permanent).toBe(true)
  })
})

describe('checkAnswer', () => {
  const answer = (status: number, body: unknown, location?: string) => ({
    status,
    text: typeof body === 'string' ? body : JSON.stringify(body),
    location,
  })

  it('takes 200 "ok" as sent', () => {
    const ok = { code: 'ok', message_id: '9122821270554876574', message: 'Successfully Sent' }
    expect(checkAnswer(answer(200, { ...ok, balance: 9, user: 'Hearth' }), KEY)).toBe(
      '9122821270554876574',
    )
    expect(checkAnswer(answer(200, { message: 'Successfully Sent' }), KEY)).toBeUndefined()
  })

  it('fails a refused key for good, and tells the staff which setting to check', () => {
    for (const status of [401, 403]) {
      const outcome = thrown(() => checkAnswer(answer(status, { message: 'Invalid API key' }), KEY))
      expect(outcome).toEqual({
        permanent: true,
        message: `Termii refused the API key (${status}): check TERMII_API_KEY: Invalid API key`,
      })
    }
  })

  it("fails a refused message for good, in Termii's own words, short", () => {
    for (const status of [400, 404, 422]) {
      const outcome = thrown(() =>
        checkAnswer(answer(status, { message: 'ApplicationSenderId not found' }), KEY),
      )
      expect(outcome).toEqual({
        permanent: true,
        message: `Termii refused the message (${status}): ApplicationSenderId not found`,
      })
    }
    const long = thrown(() => checkAnswer(answer(422, { message: 'x'.repeat(5000) }), KEY))
    expect(long.message.length).toBeLessThan(260)
    expect(thrown(() => checkAnswer(answer(400, '<html>Bad</html>'), KEY)).message).toBe(
      'Termii refused the message (400)',
    )
  })

  it("never repeats the guest's number", () => {
    const outcome = thrown(() =>
      checkAnswer(answer(400, { message: 'Invalid number +2348035550142, 2348035550142' }), KEY),
    )
    expect(outcome.message).toBe(
      'Termii refused the message (400): Invalid number [number], [number]',
    )
    expect(thrown(() => internationalNumber('+0803555014', '234')).message).not.toContain('803')
  })

  it('never repeats the key, even when Termii quotes it', () => {
    const outcome = thrown(() =>
      checkAnswer(answer(401, { message: `api_key ${KEY} is not valid` }), KEY),
    )
    expect(outcome.message).not.toContain(KEY)
    expect(outcome.message).toContain('api_key [key] is not valid')
  })

  it('tries again after 429, 408 and 5xx', () => {
    for (const status of [408, 429, 500, 502, 503]) {
      const outcome = thrown(() => checkAnswer(answer(status, { message: 'Busy' }), KEY))
      expect(outcome).toEqual({ permanent: false, message: `Termii answered ${status}: Busy` })
    }
  })

  it('tries again when Termii answers 200 with a code other than "ok"', () => {
    const outcome = thrown(() =>
      checkAnswer(answer(200, { code: 'error', message: 'Insufficient balance' }), KEY),
    )
    expect(outcome).toEqual({
      permanent: false,
      message: 'Termii did not send it (error): Insufficient balance',
    })
  })

  it('fails a redirect or a 200 that is not JSON for good: the base URL is wrong', () => {
    const moved = thrown(() => checkAnswer(answer(301, '', 'https://elsewhere.test/'), KEY))
    expect(moved.permanent).toBe(true)
    expect(moved.message).toContain('TERMII_BASE_URL')
    expect(moved.message).toContain('https://elsewhere.test/')
    const page = thrown(() => checkAnswer(answer(200, '<html>Welcome</html>'), KEY))
    expect(page.permanent).toBe(true)
    expect(page.message).toContain('TERMII_BASE_URL')
  })
})

describe('termiiChannel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('POSTs the JSON body to {base}/api/sms/send, with no redirect followed and a timeout', async () => {
    const fetch = vi.fn(async () => Response.json({ code: 'ok', message_id: '1' }))
    vi.stubGlobal('fetch', fetch)
    await termiiChannel(options).send(event())
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://termii.test/api/sms/send')
    expect(init).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
    })
    expect(init.signal).toBeInstanceOf(AbortSignal)
    expect(JSON.parse(init.body as string)).toEqual(termiiBody(data, options))
  })

  it('retries when Termii cannot be reached, with the root cause and without the key', async () => {
    const refused = new Error('connect ECONNREFUSED 10.0.0.1:443')
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed', { cause: refused })))
    const error = (await termiiChannel(options)
      .send(event())
      .catch((e: unknown) => e)) as Error
    expect(error).not.toBeInstanceOf(PermanentFailure)
    expect(error.message).toBe(
      'Termii at https://termii.test could not be reached (connect ECONNREFUSED 10.0.0.1:443)',
    )
    expect(String(error.message) + String(error.cause)).not.toContain(KEY)
  })

  it('retries after a timeout', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    vi.stubGlobal('fetch', () => Promise.reject(timeout))
    const error = (await termiiChannel(options)
      .send(event())
      .catch((e: unknown) => e)) as Error
    expect(error).not.toBeInstanceOf(PermanentFailure)
    expect(error.message).toBe('Termii at https://termii.test did not answer within 1000 ms')
  })

  it('sends nothing for a number that cannot be texted, nor for another event', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await expect(termiiChannel(options).send(event({ phone: '12345' }))).rejects.toBeInstanceOf(
      PermanentFailure,
    )
    await expect(
      termiiChannel(options).send({ ...event(), type: 'reservation.received' }),
    ).rejects.toBeInstanceOf(PermanentFailure)
    expect(fetch).not.toHaveBeenCalled()
  })
})
