import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Facility } from '../../../contract/facility'
import { EARLY_DIALOG_ATTRIBUTE, RESERVATION_DRAFT_KEY } from '../../lib/start-names'
import { renderWithTheme } from '../../test/render'
import { ReservationForm } from './reservation-form'
import type { CalendarContext } from './reservation-rules'

const room: Facility = {
  _id: 'room-1',
  type: 'room',
  name: 'Garden Double Room',
  desc: 'A room',
  img: '/x.webp',
  capacity: 1,
}
const today = new Date()
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
const context: CalendarContext = {
  today: iso(today),
  unit: 'night',
  taken: new Set(),
  maxStay: 90,
  horizonDays: 730,
}
const dayCell = (offset: number) => {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset)
  const cell = document.querySelector(`[data-day="${iso(d)}"] button`)
  if (!cell) throw new Error(`no day button for ${iso(d)}`)
  return cell as HTMLButtonElement
}

describe('ReservationForm', () => {
  it('keeps Reserve disabled until the name and both dates are there', async () => {
    const user = userEvent.setup()
    const onReserve = vi.fn()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={onReserve} />)
    const reserve = screen.getByRole('button', { name: 'Reserve' })
    expect(reserve).toBeDisabled() // today is chosen, no end yet, no name
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    expect(reserve).toBeDisabled() // still no end date
    await user.click(dayCell(2))
    expect(reserve).toBeEnabled()
    await user.clear(screen.getByLabelText(/Name/))
    expect(reserve).toBeDisabled()
  })

  it('shows a message under a wrong phone and does not reserve', async () => {
    const user = userEvent.setup()
    const onReserve = vi.fn()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={onReserve} />)
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.type(screen.getByLabelText(/Phone/), '12ab')
    await user.click(dayCell(1))
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    expect(screen.getByText(/7 to 15 digits/)).toBeInTheDocument()
    expect(onReserve).not.toHaveBeenCalled()
  })

  it('says what is wrong with a name the API would refuse, and does not reserve', async () => {
    const user = userEvent.setup()
    const onReserve = vi.fn()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={onReserve} />)
    await user.click(screen.getByLabelText(/Name/))
    await user.paste('Ada\tObi')
    await user.type(screen.getByLabelText(/Phone/), '+234 803 555 0142')
    await user.click(dayCell(2))
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    expect(screen.getByText(/on one line/)).toBeInTheDocument()
    expect(onReserve).not.toHaveBeenCalled()
  })

  it('hands over the trimmed name, the phone and the dates', async () => {
    const user = userEvent.setup()
    const onReserve = vi.fn()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={onReserve} />)
    await user.type(screen.getByLabelText(/Name/), '  Ada Obi ')
    const phone = screen.getByLabelText(/Phone/)
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('inputmode', 'tel')
    await user.type(phone, '+234 803 555 0142')
    await user.click(dayCell(3))
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3)
    expect(onReserve).toHaveBeenCalledWith({
      name: 'Ada Obi',
      phone: '+234 803 555 0142',
      dateRange: { from: iso(today), to: iso(to) },
    })
  })
})

describe('ReservationForm before the days taken are known', () => {
  it('lets the guest type at once, and gives up a stay the taken days then rule out', async () => {
    const user = userEvent.setup()
    sessionStorage.clear()
    const form = (ctx: CalendarContext) => (
      <ReservationForm facility={room} context={ctx} onReserve={vi.fn()} />
    )
    const view = renderWithTheme(form(context))
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.click(dayCell(2)) // tonight and tomorrow, from the suggested today
    expect(screen.getByText(/Check-out:/)).toBeInTheDocument()
    // The availability answer: tomorrow night is taken. The name stays; the stay goes, and today
    // is suggested again as the check-in.
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
    view.rerender(form({ ...context, taken: new Set([iso(tomorrow)]) }))
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Obi')
    expect(screen.queryByText(/Check-out:/)).toBeNull()
    expect(screen.getByText(/Check-in: .*\(today\)/)).toBeInTheDocument()
  })

  it("keeps the stay tapped from the device's today when the hotel's today turns out later", async () => {
    // A guest in UTC at 23:30 books a hotel in Lagos, where it is 00:30 the next day: the form
    // opens on the device's calendar, and the availability answer brings the hotel's today.
    const user = userEvent.setup()
    sessionStorage.clear()
    const onReserve = vi.fn()
    const form = (ctx: CalendarContext) => (
      <ReservationForm facility={room} context={ctx} onReserve={onReserve} />
    )
    const view = renderWithTheme(form(context))
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.type(screen.getByLabelText(/Phone/), '+234 803 555 0142')
    await user.click(dayCell(3)) // a quick stay from the suggested today
    const hotelToday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
    view.rerender(form({ ...context, today: iso(hotelToday) }))
    // The tap meant "from today to that day": from the hotel's today, two nights.
    const reserve = screen.getByRole('button', { name: 'Reserve' })
    expect(reserve).toBeEnabled()
    await user.click(reserve)
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3)
    expect(onReserve).toHaveBeenCalledWith(
      expect.objectContaining({ dateRange: { from: iso(hotelToday), to: iso(end) } }),
    )
  })
})

describe('ReservationForm across a month’s end, the hotel and the device a day apart', () => {
  // The picker opens on the device's calendar; the availability answer brings the hotel's today.
  const onAMonthsEnd = (deviceToday: string) => {
    sessionStorage.clear()
    const form = (today: string) => (
      <ReservationForm facility={room} context={{ ...context, today }} onReserve={vi.fn()} />
    )
    const view = renderWithTheme(form(deviceToday))
    return { learn: (hotelToday: string) => view.rerender(form(hotelToday)) }
  }
  /** The first day offered in the months shown: not past, nor another month's in a week's row. */
  const firstOffered = () =>
    document
      .querySelector('td[data-day]:not([data-disabled], [data-outside], [data-hidden])')
      ?.getAttribute('data-day')

  it('turns to the hotel’s month when the hotel is still on the 30th and the device on the 1st', () => {
    const form = onAMonthsEnd('2026-12-01')
    expect(firstOffered()).toBe('2026-12-01')
    form.learn('2026-11-30')
    expect(firstOffered()).toBe('2026-11-30')
    expect(document.querySelector('td[data-day="2026-11-30"]:not([data-outside])')).toHaveAttribute(
      'data-today',
      'true',
    )
  })

  it('turns to the hotel’s month when the hotel is on the 1st and the device on the 30th', () => {
    const form = onAMonthsEnd('2026-11-30')
    form.learn('2026-12-01')
    expect(firstOffered()).toBe('2026-12-01')
    // Its first month is December: November's last day is only an outside day of its first row
    // (with November shown, it would be November's too).
    expect(document.querySelectorAll('td[data-day="2026-11-30"]')).toHaveLength(1)
    expect(document.querySelector('td[data-day="2026-11-30"]')).toHaveAttribute('data-outside')
  })

  it('leaves the months where the guest turned them', async () => {
    const user = userEvent.setup()
    const form = onAMonthsEnd('2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }))
    expect(firstOffered()).toBe('2027-01-01')
    form.learn('2026-11-30')
    expect(firstOffered()).toBe('2027-01-01')
  })
})

describe('ReservationForm draft', () => {
  it('comes back with what was typed after a reload, until the guest reserves', async () => {
    const user = userEvent.setup()
    sessionStorage.clear()
    const first = renderWithTheme(
      <ReservationForm facility={room} context={context} onReserve={vi.fn()} />,
    )
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.click(dayCell(2))
    first.unmount()

    const onReserve = vi.fn()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={onReserve} />)
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Obi')
    await user.type(screen.getByLabelText(/Phone/), '0803 555 0142')
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    expect(onReserve).toHaveBeenCalledOnce()
    expect(sessionStorage.length).toBe(0)
  })
})

describe('ReservationForm taking the place of the dialog opened before the app ran', () => {
  /** The early dialog as ./early-reserve.ts builds it, for `facilityId`, with `typed`. */
  function earlyDialog(facilityId: string, typed: { name: string; phone: string }) {
    const early = document.createElement('dialog')
    early.setAttribute(EARLY_DIALOG_ATTRIBUTE, facilityId)
    const form = document.createElement('form')
    for (const [name, value] of Object.entries(typed)) {
      const input = document.createElement('input')
      input.name = name
      input.value = value
      form.append(input)
    }
    early.append(form)
    document.body.append(early)
    return early
  }

  it('starts from what is typed there now, not from the draft it kept a moment before', () => {
    sessionStorage.clear()
    sessionStorage.setItem(
      RESERVATION_DRAFT_KEY,
      JSON.stringify({ facilityId: room._id, name: 'Ad', phone: '' }),
    )
    // What the guest typed since the draft was kept.
    const early = earlyDialog(room._id, { name: 'Ada Obi', phone: '0803' })
    try {
      renderWithTheme(<ReservationForm facility={room} context={context} onReserve={vi.fn()} />)
      expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Obi')
      expect(screen.getByLabelText(/Phone/)).toHaveValue('0803')
    } finally {
      early.remove()
    }
  })

  it("leaves another facility's early dialog alone", () => {
    sessionStorage.clear()
    const early = earlyDialog('another-room', { name: 'Ada Obi', phone: '' })
    try {
      renderWithTheme(<ReservationForm facility={room} context={context} onReserve={vi.fn()} />)
      expect(screen.getByLabelText(/Name/)).toHaveValue('')
    } finally {
      early.remove()
    }
  })
})
