// A confirmed stay's unit and desk status among its facts, the desk's moves in its history, and
// its move to another unit and its extension (issue 54): what is sent, what is said after, and
// the server's refusal in its own sentence.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeskAnswer } from '../../../../contract/frontdesk'
import type { StaffRequestDetail } from '../../../../contract/staff'
import { staffRequest } from '../../../test/staff-request'
import { DeskFacts } from './desk-facts'
import { History } from './history'
import { StayDesk } from './stay-desk'

vi.mock('../../lib/connection', () => ({ useConnection: () => ({ online: true, canAct: true }) }))

const CHECKED_IN_AT = '2026-06-12T13:05:00.000Z'

const detail = (over: Partial<StaffRequestDetail['record']> = {}, free = ['Room 14', 'Room 15']) =>
  ({
    record: staffRequest({
      reservation_id: 'r1',
      dateRange: { from: '2026-06-12', to: '2026-06-14' },
      status: 'confirmed',
      reference: 'WKW6M-38CKW',
      unit: 'Room 12',
      desk_status: 'checked_in',
      ...over,
    }),
    events: [
      {
        at: '2026-05-20T10:00:00.000Z',
        from_status: null,
        to_status: 'received',
        by: 'guest',
        note: null,
        by_name: null,
      },
      {
        at: '2026-05-21T09:00:00.000Z',
        from_status: 'received',
        to_status: 'confirmed',
        by: 'staff',
        note: null,
        by_name: 'Ada Obi',
      },
      {
        at: CHECKED_IN_AT,
        from_status: 'confirmed',
        to_status: 'checked_in',
        by: 'staff',
        note: null,
        by_name: 'Bola Ade',
      },
      {
        at: '2026-06-14T10:00:00.000Z',
        from_status: 'checked_in',
        to_status: 'no_show',
        by: 'staff',
        note: null,
        by_name: 'Bola Ade',
      },
    ],
    timeZone: 'Africa/Lagos',
    free_units: free,
  }) as StaffRequestDetail

const answer = (over: Partial<DeskAnswer['stay']>, warnings: string[] = []): DeskAnswer => ({
  stay: {
    reference: 'WKW6M-38CKW',
    reservation_id: 'r1',
    guest: 'Ada Obi',
    phone: '+2348035550142',
    facility_id: 'f1',
    facility_name: 'Garden Room',
    unit: 'Room 12',
    unit_state: 'clean',
    from: '2026-06-12',
    to: '2026-06-14',
    nights: 2,
    guests: null,
    status: 'checked_in',
    checked_in_at: CHECKED_IN_AT,
    checked_out_at: null,
    balance_due: null,
    currency: 'NGN',
    ...over,
  },
  warnings,
  changed: true,
})

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

function showDesk(d: StaffRequestDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <StayDesk detail={d} requestRef="WKW6M-38CKW" />
    </QueryClientProvider>,
  )
}

describe("a stay's unit and desk status", () => {
  it('says its unit, where the guest is and since when, and the desk’s moves in its history', () => {
    render(
      <dl>
        <DeskFacts detail={detail()} />
      </dl>,
    )
    expect(screen.getByTestId('stay-unit')).toHaveTextContent('Room 12')
    expect(screen.getByTestId('desk-status')).toHaveTextContent(/^Checked in 12 Jun, 14:05$/)
    render(<History events={detail().events} timeZone="Africa/Lagos" />)
    const lines = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(lines[2]).toHaveTextContent(/^Checked in by Bola Ade, /)
    expect(lines[3]).toHaveTextContent(/^Marked as a no-show by Bola Ade, /)
  })

  it('says "No unit yet" before the desk placed it, and nothing of it for a request not confirmed', () => {
    const { unmount } = render(
      <dl>
        <DeskFacts detail={detail({ unit: null, desk_status: 'confirmed' })} />
      </dl>,
    )
    expect(screen.getByTestId('stay-unit')).toHaveTextContent('No unit yet')
    expect(screen.queryByTestId('desk-status')).toBeNull()
    unmount()
    render(
      <dl>
        <DeskFacts detail={detail({ status: 'received', unit: null })} />
      </dl>,
    )
    expect(screen.queryByTestId('stay-unit')).toBeNull()
  })
})

describe("a stay's move and extension", () => {
  it('moves it to a free unit and says where, with the warnings the server gave', async () => {
    const fetch = answering(200, answer({ unit: 'Room 15' }, ['Room 15 is not clean yet.']))
    showDesk(detail())
    const move = screen.getByRole('form', { name: 'Move to another unit' })
    await userEvent.selectOptions(within(move).getByLabelText('Unit'), 'Room 15')
    await userEvent.click(within(move).getByRole('button', { name: 'Move the stay' }))
    expect(await within(move).findByText('Moved to Room 15.')).toHaveFocus()
    expect(within(move).getByText('Room 15 is not clean yet.')).toBeVisible()
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/stays/WKW6M-38CKW/move',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ unit: 'Room 15' }) }),
    )
  })

  it('says when no other unit is free, and offers nothing once the guest has left', () => {
    const { unmount } = showDesk(detail({}, []))
    expect(
      screen.getByText('No other unit of this facility is free for all its nights.'),
    ).toBeVisible()
    unmount()
    showDesk(detail({ desk_status: 'checked_out' }))
    expect(screen.queryByRole('region', { name: 'Unit and dates' })).toBeNull()
  })

  it('extends it to a later date, refuses an earlier one before sending, and says the server’s refusal', async () => {
    const fetch = answering(409, {
      error: {
        code: 'dates_unavailable',
        message: 'Room 12 is taken on 14 Jun: move the stay first.',
      },
    })
    showDesk(detail())
    const extend = screen.getByRole('form', { name: 'Extend the stay' })
    const date = within(extend).getByLabelText('New check-out date')
    expect(date).toHaveAttribute('min', '2026-06-15')
    await userEvent.type(date, '2026-06-13')
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend the stay' }))
    expect(within(extend).getByRole('alert')).toHaveTextContent(
      'The new check-out date: choose a date after 14 Jun 2026.',
    )
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.clear(date)
    await userEvent.type(date, '2026-06-16')
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend the stay' }))
    expect(
      await within(extend).findByText('Room 12 is taken on 14 Jun: move the stay first.'),
    ).toBeVisible()
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/stays/WKW6M-38CKW/extend',
      expect.objectContaining({ body: JSON.stringify({ to: '2026-06-16' }) }),
    )
  })

  it('says the stay’s new dates once extended', async () => {
    answering(200, answer({ to: '2026-06-16', nights: 4 }))
    showDesk(detail())
    const extend = screen.getByRole('form', { name: 'Extend the stay' })
    await userEvent.type(within(extend).getByLabelText('New check-out date'), '2026-06-16')
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend the stay' }))
    expect(
      await within(extend).findByText(/^Extended: 12\s*–\s*16 Jun 2026, 4 nights\.$/),
    ).toHaveFocus()
  })
})
