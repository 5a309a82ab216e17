// A row of the day with no way to the server (issue 54, "Through a Wi-Fi drop"): its check-in is
// not disabled as other changes are; it asks first, says what to read (the unit not clean, the
// balance due), and is kept on the device as "Waiting to send"; a refusal the hotel sent back is
// said on the row, with the server's sentence, until the clerk dismisses it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DeskDay, DeskStay } from '../../../../contract/frontdesk'
import { createDeskQueue, type DeskMove, type DeskQueueStore } from '../../lib/desk-queue'
import { staffKeys } from '../../lib/staff-keys'
import { DeskQueueContext, useKeptStayMoves } from '../../lib/use-desk-queue'
import { DeskStayRow } from './desk-stay-row'

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ history: { push: vi.fn() } }) }))

beforeAll(() => {
  // jsdom has <dialog> but not its modal way of opening.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})

const STAY: DeskStay = {
  reference: 'WKW6M-38CKW',
  reservation_id: 'r1234567890123456',
  guest: 'Chiamaka Eze',
  phone: '+2348035550142',
  facility_id: 'f1',
  facility_name: 'Garden Room',
  unit: 'Room 12',
  unit_state: 'dirty',
  from: '2026-06-02',
  to: '2026-06-04',
  nights: 2,
  guests: 2,
  status: 'confirmed',
  checked_in_at: null,
  checked_out_at: null,
  balance_due: 3_000_000,
  currency: 'NGN',
}
const DAY: DeskDay = {
  date: '2026-06-02',
  today: '2026-06-02',
  timeZone: 'Africa/Lagos',
  no_show_hour: '23:00',
  arrivals: [STAY],
  departures: [],
  in_house: [],
  no_shows: [],
}

function memoryStore(kept: DeskMove[] = []): DeskQueueStore {
  return {
    read: async () => kept,
    async change(edit) {
      kept = edit(kept)
      return kept
    },
    async clear() {
      kept = []
    },
  }
}

function Row() {
  const kept = useKeptStayMoves()
  return (
    <ul>
      <DeskStayRow stay={STAY} section="arrivals" day={DAY} kept={kept} />
    </ul>
  )
}

function show(store: DeskQueueStore) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(staffKeys.units(), { units: [] })
  const send = vi.fn(() => Promise.reject(new Error('offline')))
  const queue = createDeskQueue({ store, send })
  render(
    <QueryClientProvider client={queryClient}>
      <DeskQueueContext value={queue}>
        <Row />
      </DeskQueueContext>
    </QueryClientProvider>,
  )
  return { queue, send }
}

describe('a row of the day, offline', () => {
  afterEach(() => vi.restoreAllMocks())
  it('checks in after saying what to read, and keeps the move as waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { queue } = show(memoryStore())
    const row = screen.getByRole('listitem')
    expect(row).toHaveTextContent('Room 12')
    expect(within(row).getByText('Dirty')).toBeInTheDocument()
    expect(row).toHaveTextContent('₦30,000 to pay')
    const checkIn = within(row).getByRole('button', { name: 'Check in' })
    expect(checkIn).toBeEnabled()
    fireEvent.click(checkIn)
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(dialog).toHaveTextContent('Check in Chiamaka Eze?')
    expect(dialog).toHaveTextContent('Room 12 is not clean: it is dirty.')
    expect(dialog).toHaveTextContent('₦30,000 is still to pay.')
    expect(dialog).toHaveTextContent('kept on this phone')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in', hidden: true }))
    expect(await within(row).findByText('Waiting to send:')).toBeInTheDocument()
    expect(queue.list()).toEqual([
      expect.objectContaining({ reference: STAY.reference, move: 'check-in', guest: STAY.guest }),
    ])
    // Its button goes while the move waits: the same move is not kept twice.
    expect(within(row).queryByRole('button', { name: 'Check in' })).toBeNull()
  })

  it('says a refusal with the server’s sentence until the clerk dismisses it', async () => {
    const refused: DeskMove = {
      reference: STAY.reference,
      move: 'check-in',
      guest: STAY.guest,
      id: 'm1',
      made_at: 1,
      refused: 'This stay was cancelled: it cannot be checked in.',
    }
    const { queue } = show(memoryStore([refused]))
    await queue.deliver()
    const row = screen.getByRole('listitem')
    const alert = await within(row).findByRole('alert')
    expect(alert).toHaveTextContent(
      'Refused (check in): This stay was cancelled: it cannot be checked in.',
    )
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    await vi.waitFor(() => expect(within(row).queryByRole('alert')).toBeNull())
    expect(queue.list()).toEqual([])
  })
})
