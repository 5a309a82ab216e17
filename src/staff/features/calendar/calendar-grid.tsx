// The tape chart as a WAI-ARIA grid: facilities are rows, dates columns. One tab stop (the
// active cell); arrows move between cells, Home/End to a row's ends, Ctrl+Home/End to the
// grid's; Enter or Space opens the cell's requests. Each cell's name says facility, date and
// state in words; what is drawn (the state word, the bars) is the same, for the eye. A unit a
// booking site's calendar took (issue 39) is a bar of its own kind, named by its link ("Airbnb"),
// never by text from the feed and never as a guest's request. With named units (issue 54) each
// unit is a lane, its name (and its state when it is not ready) written above it.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { CalendarBar, StaffCalendar } from '../../../../contract/staff-calendar'
import {
  BAR_MONEY_WORDS,
  barTitle,
  cellName,
  importTitle,
  laneName,
  cellShort,
  cellState,
  dayHead,
  rangeLabel,
  takenUnits,
} from './calendar-words'
import { howMany } from '../../lib/facility-words'
import { barsAt, isImport, rowLanes, type PlacedBar } from './lanes'

interface CalendarGridProps {
  calendar: StaffCalendar
  /** A cell was activated: its facility and date. */
  onOpenCell: (facilityId: string, date: string, cell: HTMLElement) => void
  /** A bar was clicked: that one request. */
  onOpenBar: (bar: CalendarBar) => void
  /**
   * A fresher answer is on its way (a live update, a page): said as `aria-busy`, so a screen
   * reader waits for it before reading the grid's changes.
   */
  updating?: boolean
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/**
 * The longest a guest's name is drawn over, in cells (its bar's and the free ones after it in its
 * lane, lanes.ts `room`): beyond, the bar goes on without it.
 */
const NAME_SPAN_MAX = 7

export function CalendarGrid({
  calendar,
  onOpenCell,
  onOpenBar,
  updating = false,
}: CalendarGridProps) {
  const { dates, facilities, today } = calendar
  const grid = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState({ row: 0, col: 0 })
  const moved = useRef(false)
  // A refresh may bring fewer rows or dates: the tab stop stays on a cell that exists.
  const row = Math.min(active.row, facilities.length - 1)
  const col = Math.min(active.col, dates.length - 1)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    // The active cell, the grid's one tab stop: the only cell with a tabindex (below).
    grid.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex]')?.focus()
  }, [row, col])

  const moveTo = (r: number, c: number) => {
    moved.current = true
    setActive({
      row: Math.max(0, Math.min(facilities.length - 1, r)),
      col: Math.max(0, Math.min(dates.length - 1, c)),
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]')
    const rowOf = cell?.parentElement
    if (!cell || !rowOf || !grid.current) return
    // Its place: its row among the grid's (the head's first), its column among the row's cells.
    const r = [...grid.current.children].indexOf(rowOf) - 1
    const c = [...rowOf.querySelectorAll(':scope > [role="gridcell"]')].indexOf(cell)
    if (r < 0 || c < 0) return
    const move = MOVES[event.key]
    if (move) moveTo(r + move[0], c + move[1])
    else if (event.key === 'Home') moveTo(event.ctrlKey ? 0 : r, 0)
    else if (event.key === 'End') moveTo(event.ctrlKey ? facilities.length - 1 : r, dates.length)
    else if (event.key === 'Enter' || event.key === ' ') {
      const facility = facilities[r]
      const date = dates[c]
      if (facility && date) onOpenCell(facility.facility_id, date, cell)
    } else return
    event.preventDefault()
  }

  const first = dates[0] ?? today
  const last = dates.at(-1) ?? today
  return (
    <div className="cal-scroll">
      <div
        ref={grid}
        role="grid"
        aria-label={`Calendar, ${rangeLabel(first, last)}`}
        aria-describedby="cal-help"
        aria-busy={updating}
        className={`cal-grid cal-days-${dates.length}`}
        onKeyDown={onKeyDown}
      >
        <div role="row" className="cal-row cal-head">
          <div role="columnheader" className="cal-name">
            Facility
          </div>
          {dates.map((date) => {
            const head = dayHead(date)
            return (
              <div
                role="columnheader"
                key={date}
                className={date === today ? 'cal-day is-today' : 'cal-day'}
              >
                <span>{head.top}</span>
                <span className="cal-month">{date === today ? 'Today' : head.month}</span>
              </div>
            )
          })}
        </div>
        {facilities.map((facility, r) => {
          const { placed, lanes, count } = rowLanes(facility, dates)
          return (
            <div role="row" className="cal-row" key={facility.facility_id}>
              <div role="rowheader" className="cal-name">
                <span className="cal-facility guest-text" dir="auto">
                  {facility.name}
                </span>
                <span className="cal-unit">
                  {howMany(facility.type, facility.capacity)}, by the {facility.unit}
                </span>
              </div>
              {facility.cells.map((cell, c) => {
                const state = cellState(cell, facility.capacity)
                const isActive = r === row && c === col
                return (
                  <div
                    role="gridcell"
                    key={cell.date}
                    // The one tab stop, and the cell the arrows leave from; the others need no
                    // tabindex: the arrows make a cell the active one before focusing it. Two
                    // attributes less in each of 826 cells: the page the server draws is smaller.
                    tabIndex={isActive ? 0 : undefined}
                    aria-label={cellName(facility.name, cell.date, cell, facility.capacity)}
                    className={`cal-cell is-${state}${cell.date === today ? ' is-today' : ''}`}
                    onClick={(event) => {
                      setActive({ row: r, col: c })
                      onOpenCell(facility.facility_id, cell.date, event.currentTarget)
                    }}
                  >
                    <span className="cal-state" aria-hidden="true">
                      {state === 'some' ? (
                        // "1 of 3" on two lines where a narrow day has no room for one: "1" over
                        // "of 3", never cut at the cell's edge.
                        <>
                          <span className="nowrap">{takenUnits(cell)}</span>{' '}
                          <span className="nowrap">of {facility.capacity}</span>
                        </>
                      ) : (
                        cellShort(cell, facility.capacity)
                      )}
                    </span>
                    <Lanes
                      placed={barsAt(placed, c)}
                      count={count}
                      names={c === 0 ? lanes?.map(laneName) : undefined}
                      named={lanes !== undefined}
                      column={c}
                      onOpenBar={onOpenBar}
                    />
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </div>
  )
}

/**
 * One cell's slice of its row's bars, lane by lane: one element per lane (an empty slot keeps a
 * lane's height, so a bar in the second lane sits as low as its neighbours'). With named units
 * every lane has a line for its name above it; the first column writes the names, across the row.
 * A cell with no bar has no lanes at all: the row's height is held by the cell whose bar is in its
 * last lane (the row's lanes are as many as its bars need) or, with named units, by the first
 * column, and the cell's state stays at its top. As few elements as that: 59 facilities of 14 days
 * are 826 cells, most of them free, and each element more per cell was hundreds more to parse and
 * lay out (the calendar's first screen, issue 54's bench: two in each free cell were 1,400).
 */
function Lanes(props: {
  placed: PlacedBar[]
  count: number
  /** The lanes' names, in the first column only. */
  names: string[] | undefined
  /** The row's lanes are its units: each keeps a line for its name. */
  named: boolean
  column: number
  onOpenBar: (bar: CalendarBar) => void
}) {
  const { placed, count, names, named, column, onOpenBar } = props
  if (count === 0 || (placed.length === 0 && names === undefined)) return null
  return (
    <span className={named ? 'cal-lanes is-named' : 'cal-lanes'} aria-hidden="true">
      {Array.from({ length: count }, (_, lane) => (
        <Slot
          key={lane}
          here={placed.find((p) => p.lane === lane)}
          name={names?.[lane]}
          column={column}
          onOpenBar={onOpenBar}
        />
      ))}
    </span>
  )
}

/** A unit's name over its lane, in the first column (calendar.css: it runs across the row). */
const LaneName = ({ name }: { name: string | undefined }) =>
  name ? (
    <span className="cal-lane-name" dir="auto">
      {name}
    </span>
  ) : null

/** One lane's slice in one cell: a bar's (a request's, or a unit taken or out of order), or none. */
function Slot(props: {
  here: PlacedBar | undefined
  /** Its unit's name, written over it (the first column only). */
  name: string | undefined
  column: number
  onOpenBar: (bar: CalendarBar) => void
}) {
  const { here, name, column, onOpenBar } = props
  if (!here)
    return (
      <span className="cal-slot">
        <LaneName name={name} />
      </span>
    )
  const { bar, first, last, room } = here
  const starts = column === first
  const classes = [
    'cal-slot cal-bar',
    isImport(bar) ? 'is-imported' : bar.status === 'confirmed' ? 'is-confirmed' : 'is-waiting',
    starts ? 'is-start' : '',
    column === last ? 'is-end' : '',
  ]
  if (isImport(bar)) {
    // No request to open: a tap goes to the cell, which lists what holds the date. The site's
    // name stays within its own bar, shortened with an ellipsis where the bar is too short
    // ("Airbnb" ran past a one-night bar on a phone, as if the unit were taken on the free nights
    // after it); the bar's title and the cell's list name it whole.
    return (
      <span className={classes.join(' ')} title={importTitle(bar)}>
        <LaneName name={name} />
        {starts && (
          <span
            className="cal-bar-name"
            data-span={Math.min(last - first + 1, NAME_SPAN_MAX)}
            dir="auto"
          >
            {bar.channel}
          </span>
        )}
      </span>
    )
  }
  return (
    <span
      className={classes.join(' ')}
      title={barTitle(bar)}
      onClick={(event) => {
        // The bar is that one request; the cell around it may hold several.
        event.stopPropagation()
        onOpenBar(bar)
      }}
    >
      <LaneName name={name} />
      {starts && (
        <span className="cal-bar-name" data-span={Math.min(room, NAME_SPAN_MAX)} dir="auto">
          {bar.status === 'confirmed' ? bar.money && `${BAR_MONEY_WORDS[bar.money].mark} ` : '? '}
          {bar.name}
        </span>
      )}
    </span>
  )
}
