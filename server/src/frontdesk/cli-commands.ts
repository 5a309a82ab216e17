// The front desk's commands (server/src/cli.ts; issue 54): the units by their names and states,
// the day at the desk, and the desk's moves on a stay: the same rules as the console's calls
// (frontdesk/), by the CLI (the history says "CLI").
import { isCalendarDate } from '../../../contract/calendar-date'
import {
  UNIT_STATES,
  type DeskAnswer,
  type DeskStay,
  type UnitState,
} from '../../../contract/frontdesk'
import type { CommandOptions } from '../cli-command-options'
import type { FrontDeskRules } from './rules'

export const UNITS_USAGE = `  units list [--json]
                 every unit of the hotel: its name, facility and housekeeping state
  units set <facility id> --names "12,14,15"
                 names the facility's units in order; their count becomes its number of units
                 (refused when fewer than the units its stays and booking sites hold on a night)
  units state <name> clean|dirty|inspected|out-of-order [--reason <text>] [--until <YYYY-MM-DD>]
                 a unit's housekeeping state; out of order needs --reason, and --until is the
                 first date it is offered again (none: until it is marked otherwise)`

export const FRONTDESK_USAGE = `  frontdesk today [--date <YYYY-MM-DD>] [--json]
                 the day at the desk: arrivals, departures, guests in the house, possible no-shows
  stays check-in <reference> [--unit <name>]
  stays check-out <reference>
  stays no-show <reference>
  stays move <reference> --unit <name>
  stays extend <reference> --to <YYYY-MM-DD>
                 the desk's moves on a confirmed stay; each says what it warns of (a unit not
                 clean, a balance due) and refuses what the stay's state does not allow`

export interface FrontDeskValues {
  json?: boolean | undefined
  names?: string | undefined
  reason?: string | undefined
  until?: string | undefined
  date?: string | undefined
  unit?: string | undefined
  to?: string | undefined
}

export interface FrontDeskCommandContext extends CommandOptions {
  frontDesk: FrontDeskRules
}

/** `out-of-order` as people type it, `out_of_order` as the API says it. */
function stateOf(text: string | undefined): UnitState | undefined {
  const state = text?.replaceAll('-', '_')
  return (UNIT_STATES as readonly string[]).includes(state ?? '') ? (state as UnitState) : undefined
}

const stayLine = (s: DeskStay) =>
  `${s.reference}  ${s.guest}  ${s.facility_name}  ${s.unit ?? 'no unit yet'}${
    s.unit_state ? ` (${s.unit_state.replaceAll('_', ' ')})` : ''
  }  ${s.from} to ${s.to}  ${s.status.replaceAll('_', ' ')}`

function said(answer: DeskAnswer, done: string): void {
  console.log(answer.changed ? done : `${done} (already so: nothing changed)`)
  for (const warning of answer.warnings) console.log(`Warning: ${warning}`)
}

export async function unitsCommand(
  command: string,
  args: readonly string[],
  values: FrontDeskValues,
  { frontDesk, usage }: FrontDeskCommandContext,
): Promise<void> {
  const units = frontDesk.units
  switch (command) {
    case 'list': {
      const list = await units.list()
      if (values.json) {
        console.log(
          JSON.stringify(
            list.map(({ name, facility_id, state, reason, until }) => ({
              name,
              facility_id,
              state,
              ...(state === 'out_of_order' ? { reason, until } : {}),
            })),
            null,
            2,
          ),
        )
        return
      }
      for (const u of list) {
        const out =
          u.state === 'out_of_order'
            ? `: ${u.reason ?? ''}${u.until ? ` until ${u.until}` : ''}`
            : ''
        console.log(`${u.name}  ${u.facility_name}  ${u.state.replaceAll('_', ' ')}${out}`)
      }
      return
    }
    case 'set': {
      const [facilityId] = args
      if (!facilityId || values.names === undefined) {
        throw usage('units set needs the facility id and --names "12,14,15"')
      }
      const names = values.names.split(',').map((n) => n.trim())
      const named = await units.setNames(facilityId, names)
      console.log(
        `${facilityId} has ${named.length} units: ${named.map((u) => u.name).join(', ')}.`,
      )
      return
    }
    case 'state': {
      const [name, stateText] = args
      const state = stateOf(stateText)
      if (!name || !state) {
        throw usage("units state needs the unit's name and clean, dirty, inspected or out-of-order")
      }
      if (values.until !== undefined && !isCalendarDate(values.until)) {
        throw usage('--until must be a date as YYYY-MM-DD')
      }
      const unit = await units.setState(
        name,
        {
          state,
          ...(values.reason !== undefined && { reason: values.reason }),
          ...(values.until !== undefined && { until: values.until }),
        },
        { kind: 'cli' },
      )
      console.log(`${unit.name} is ${unit.state.replaceAll('_', ' ')}.`)
      return
    }
    default:
      throw usage(`Unknown command: units ${command}`)
  }
}

export async function frontDeskCommand(
  group: 'frontdesk' | 'stays',
  command: string,
  arg: string | undefined,
  values: FrontDeskValues,
  { frontDesk, usage }: FrontDeskCommandContext,
): Promise<void> {
  if (group === 'frontdesk') {
    if (command !== 'today') throw usage(`Unknown command: frontdesk ${command}`)
    if (values.date !== undefined && !isCalendarDate(values.date)) {
      throw usage('--date must be a date as YYYY-MM-DD')
    }
    const day = await frontDesk.today(values.date)
    if (values.json) {
      const brief = (list: DeskStay[]) =>
        list.map(({ reference, guest, facility_id, unit, from, to, status }) => ({
          reference,
          guest,
          facility_id,
          unit,
          from,
          to,
          status,
        }))
      console.log(
        JSON.stringify(
          {
            date: day.date,
            arrivals: brief(day.arrivals),
            departures: brief(day.departures),
            in_house: brief(day.in_house),
            no_shows: brief(day.no_shows),
          },
          null,
          2,
        ),
      )
      return
    }
    const sections: [string, DeskStay[]][] = [
      ['Arrivals', day.arrivals],
      ['Departures', day.departures],
      ['In house', day.in_house],
      ['Possible no-shows', day.no_shows],
    ]
    console.log(`The desk on ${day.date}`)
    for (const [title, list] of sections) {
      console.log(`\n${title} (${list.length})`)
      for (const s of list) console.log(`  ${stayLine(s)}`)
    }
    return
  }
  if (!arg) throw usage(`stays ${command} needs the stay's reference`)
  const actor = { kind: 'cli' } as const
  switch (command) {
    case 'check-in':
      return said(await frontDesk.checkIn(arg, values.unit, actor), `Checked in ${arg}.`)
    case 'check-out':
      return said(await frontDesk.checkOut(arg, actor), `Checked out ${arg}.`)
    case 'no-show':
      return said(await frontDesk.noShow(arg, actor), `Marked ${arg} as a no-show.`)
    case 'move': {
      if (!values.unit) throw usage('stays move needs --unit <name>')
      const answer = await frontDesk.move(arg, values.unit, actor)
      return said(answer, `Moved ${arg} to ${answer.stay.unit ?? values.unit}.`)
    }
    case 'extend': {
      if (!values.to || !isCalendarDate(values.to))
        throw usage('stays extend needs --to YYYY-MM-DD')
      return said(await frontDesk.extend(arg, values.to, actor), `Extended ${arg} to ${values.to}.`)
    }
    default:
      throw usage(`Unknown command: stays ${command}`)
  }
}
