import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../content/messages/en'
import { ApiError } from '../../lib/api-errors'
import { reportReachable } from '../../lib/connectivity'
import { renderWithTheme } from '../../test/render'
import { subscribePush } from './api/subscribe-push'
import { requestUrl } from '../../../contract/push'
import { NotifyOffer } from './notify-offer'
import { requestAnchor } from './request-card'
import { requestState } from './request-state'
import {
  addReservation,
  getReservation,
  useReservations,
  type StoredReservation,
} from './reservation-store'
import { storedReservation } from '../../test/stored-reservation'

/** The hotel's public key as the API gives it: 65 bytes, base64url. */
const KEY_BYTES = new Uint8Array(65).fill(4)
const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')

vi.mock('./api/push-key', () => ({ readPushKey: vi.fn(async () => KEY) }))
vi.mock('./api/subscribe-push', () => ({
  subscribePush: vi.fn(async (id: string) => ({ reservation_id: id, subscribed: true })),
}))

/** A request the hotel has and has not answered yet: where the offer may show. */
const request = (over: Partial<StoredReservation> = {}) =>
  storedReservation('r-1', { status: 'sent', ...over })

function subscriptionFor(key: Uint8Array) {
  const json = {
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  }
  return {
    ...json,
    options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
    toJSON: () => json,
    unsubscribe: vi.fn(async () => true),
  }
}

/** A browser with Push, its permission as given, and its answer to the prompt. */
function pushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  current = null as ReturnType<typeof subscriptionFor> | null,
} = {}) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer
      return answer
    }),
  }
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) =>
      subscriptionFor(options.applicationServerKey as Uint8Array),
    ),
  }
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', notification)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }), ready: new Promise(() => {}) },
  })
  return { notification, pushManager }
}

/** The offer on the request as the device keeps it (the card reads the store likewise). */
function Offer({ id }: { id: string }) {
  const r = useReservations().find((entry) => entry.reservation_id === id)
  return r ? <NotifyOffer r={r} state={requestState(r)} /> : null
}

function show(over: Partial<StoredReservation> = {}) {
  addReservation(request(over))
  renderWithTheme(<Offer id="r-1" />)
}

/** The offer's words (the tests run in English: src/test/setup.ts). */
const NOTIFY_TEXTS = en.reservation.notify
const offerButton = () => screen.queryByRole('button', { name: NOTIFY_TEXTS.offer })

beforeEach(() => vi.mocked(subscribePush).mockClear())
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('NotifyOffer', () => {
  it('offers nothing where the browser has no Push (iOS Safari outside an installed app)', () => {
    pushBrowser()
    Reflect.deleteProperty(window, 'PushManager')
    show()
    expect(offerButton()).toBeNull()
    expect(document.body).not.toHaveTextContent(/notif|tell you/i)
  })

  it('offers nothing before the request reaches the hotel, nor once it is answered', () => {
    pushBrowser()
    addReservation(request({ reservation_id: 'r-2', status: 'pending' }))
    addReservation(request({ reservation_id: 'r-3', hotel: confirmedAnswer }))
    renderWithTheme(
      <>
        <Offer id="r-2" />
        <Offer id="r-3" />
      </>,
    )
    expect(offerButton()).toBeNull()
  })

  it('says notifications are blocked, with no button, when the browser refuses them', () => {
    pushBrowser({ permission: 'denied' })
    show()
    expect(offerButton()).toBeNull()
    expect(screen.getByText(NOTIFY_TEXTS.blocked)).toBeInTheDocument()
  })

  it('says the guest will be told, with no button, once this device asked for the request', () => {
    pushBrowser({ permission: 'granted' })
    show({ pushSubscribed: true })
    expect(offerButton()).toBeNull()
    expect(screen.getByText(NOTIFY_TEXTS.subscribed)).toBeInTheDocument()
  })

  it('asks the browser only on the tap, subscribes with the hotel key and tells the hotel', async () => {
    const user = userEvent.setup()
    const { notification, pushManager } = pushBrowser()
    show()
    expect(notification.requestPermission).not.toHaveBeenCalled()
    await user.click(offerButton()!)
    expect(notification.requestPermission).toHaveBeenCalledOnce()
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    })
    expect(subscribePush).toHaveBeenCalledWith('r-1', {
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    })
    const line = await screen.findByText(NOTIFY_TEXTS.subscribed)
    expect(line).toHaveFocus() // where the button the guest tapped was
    expect(offerButton()).toBeNull()
    expect(getReservation('r-1')?.pushSubscribed).toBe(true)
  })

  it('replaces a subscription made for a key the hotel no longer uses', async () => {
    const user = userEvent.setup()
    const old = subscriptionFor(new Uint8Array(65).fill(7))
    const { pushManager } = pushBrowser({ permission: 'granted', current: old })
    show()
    await user.click(offerButton()!)
    await screen.findByText(NOTIFY_TEXTS.subscribed)
    expect(old.unsubscribe).toHaveBeenCalledOnce()
    expect(pushManager.subscribe).toHaveBeenCalledOnce()
  })

  it('keeps the subscription the browser has for the same key', async () => {
    const user = userEvent.setup()
    const { pushManager } = pushBrowser({
      permission: 'granted',
      current: subscriptionFor(KEY_BYTES),
    })
    show()
    await user.click(offerButton()!)
    await screen.findByText(NOTIFY_TEXTS.subscribed)
    expect(pushManager.subscribe).not.toHaveBeenCalled()
  })

  it('says notifications are blocked when the guest refuses them in the prompt', async () => {
    const user = userEvent.setup()
    pushBrowser({ answer: 'denied' })
    show()
    await user.click(offerButton()!)
    expect(await screen.findByText(NOTIFY_TEXTS.blocked)).toHaveFocus()
    expect(offerButton()).toBeNull()
    expect(subscribePush).not.toHaveBeenCalled()
  })

  it('keeps the button when the prompt is closed unanswered, and says so', async () => {
    const user = userEvent.setup()
    pushBrowser({ answer: 'default' })
    show()
    await user.click(offerButton()!)
    expect(await screen.findByRole('status')).toHaveTextContent(NOTIFY_TEXTS.dismissed)
    expect(offerButton()).toBeInTheDocument()
  })

  it('keeps the button and says why when the hotel refuses, and nothing else changes', async () => {
    const user = userEvent.setup()
    vi.mocked(subscribePush).mockRejectedValueOnce(new ApiError(400, 'bad_request', 'No.'))
    pushBrowser()
    show()
    await user.click(offerButton()!)
    expect(await screen.findByText(NOTIFY_TEXTS.failed)).toBeInTheDocument()
    expect(offerButton()).toBeEnabled()
    expect(getReservation('r-1')?.pushSubscribed).toBeUndefined()
  })

  it('says a connection is needed, without a prompt, when the hotel cannot be reached', async () => {
    const user = userEvent.setup()
    const { notification } = pushBrowser()
    show()
    act(() => reportReachable(false))
    try {
      await user.click(offerButton()!)
      expect(await screen.findByText(NOTIFY_TEXTS.offline)).toBeInTheDocument()
      expect(notification.requestPermission).not.toHaveBeenCalled()
    } finally {
      reportReachable(true)
    }
  })
})

describe("a notification's address", () => {
  it('names the card of its request (the page scrolls there and focuses its heading)', () => {
    for (const id of ['V1StGXR8_Z5jdHi6B-myT', '0d6f5c1e-7b1a-4c9e-9a57-3f1e2d4c5b6a'])
      expect(requestUrl(id)).toBe(`/confirmation#${requestAnchor(id)}`)
  })
})

const confirmedAnswer = {
  status: 'confirmed' as const,
  note: null,
  updatedAt: '2026-11-22T11:00:00.000Z',
  holdUntil: null,
  checkedAt: '2026-11-22T11:00:00.000Z',
}
