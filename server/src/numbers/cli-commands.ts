// The owner's figures at the command line (issue 55): `numbers month` (the figures the console's
// screen and GET /api/staff/numbers show, from numbers/month.ts), `numbers year` (its twelve
// months, GET /api/staff/numbers/year) and `numbers export` (a year's stays as CSV, for the
// accountant: ./export.ts).
import {
  MONTH_PATTERN,
  YEAR_PATTERN,
  type MonthNumbers,
  type YearNumbers,
} from '../../../contract/month-figures'
import type { CommandOptions } from '../cli-command-options'
import { staffMoney } from '../staff-price-text'
import type { YearExport } from './export'
import type { MonthNumbersRules } from './month'

export const NUMBERS_USAGE = `  numbers month [<YYYY-MM>] [--json]
                 the hotel's month in figures (this month by default): occupancy, ADR, RevPAR,
                 revenue booked, received and refunded, by facility, where the nights came from
  numbers year [<YYYY>] [--json]
                 the year's twelve months side by side (this year by default), and the year's own
  numbers export <YYYY> --csv [--out <file>]
                 one row per stay with nights in the year, and each booking site's stay: for the
                 accountant (amounts in the currency's major unit, as a spreadsheet reads them)`

export interface NumbersValues {
  json?: boolean | undefined
  csv?: boolean | undefined
  out?: string | undefined
}

export interface NumbersCommandContext extends CommandOptions {
  numbers: MonthNumbersRules
  exportYear: YearExport
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`

/** The month as lines a person reads at a terminal. */
export function monthLines(n: MonthNumbers): string[] {
  const money = (amount: number | null) => (amount === null ? '—' : staffMoney(amount, n.currency))
  const lines = [
    `${n.month}${n.so_far ? ' (on the books so far)' : ''}`,
    `Occupancy      ${percent(n.occupancy)}  (${n.nights_sold} of ${n.nights_available} nights sold; ${n.nights_imported} taken by booking sites)`,
    `ADR            ${money(n.adr)}`,
    `RevPAR         ${money(n.revpar)}`,
    `Revenue        booked ${money(n.revenue.booked)}, received ${money(n.revenue.received)}, refunded ${money(n.revenue.refunded)}`,
    `Requests       ${n.requests} arriving: ${n.confirmed} confirmed, ${n.declined} declined, ${n.cancelled} cancelled`,
    `Lead time      ${n.lead_time_days === null ? '—' : `${n.lead_time_days} days`}`,
    '',
    'By facility',
  ]
  for (const f of n.by_facility) {
    lines.push(
      `  ${f.name}  ${percent(f.occupancy)}  ${f.nights_sold}/${f.nights_available} nights  ${money(f.revenue)}`,
    )
  }
  lines.push('', 'Where the nights came from')
  for (const [source, nights] of Object.entries(n.sources)) {
    const name = source === 'site' ? 'this site' : source === 'desk' ? 'the desk' : source
    lines.push(`  ${name}  ${nights}`)
  }
  return lines
}

/** The year as lines a person reads at a terminal: a month a line, then the year's own. */
export function yearLines(y: YearNumbers): string[] {
  const money = (amount: number | null) => (amount === null ? '—' : staffMoney(amount, y.currency))
  const row = (label: string, f: YearNumbers['total']) =>
    `${label.padEnd(8)} ${percent(f.occupancy).padStart(8)}  ${`${f.nights_sold}/${f.nights_available}`.padStart(13)}  ADR ${money(f.adr)}  booked ${money(f.revenue.booked)}  received ${money(f.revenue.received)}  refunded ${money(f.revenue.refunded)}  ${f.requests} requests`
  return [
    `${y.year}${y.so_far ? ' (on the books so far)' : ''}`,
    ...y.months.map((m) => row(m.month, m)),
    row('Year', y.total),
  ]
}

export async function numbersCommand(
  command: string,
  arg: string | undefined,
  values: NumbersValues,
  { numbers, exportYear, usage }: NumbersCommandContext,
): Promise<void> {
  if (command === 'month') {
    if (arg !== undefined && !MONTH_PATTERN.test(arg)) {
      throw usage('The month is written YYYY-MM (2026-11)')
    }
    const month = await numbers.month(arg)
    if (values.json) console.log(JSON.stringify(month, null, 2))
    else console.log(monthLines(month).join('\n'))
    return
  }
  if (command === 'year') {
    if (arg !== undefined && !YEAR_PATTERN.test(arg)) {
      throw usage('The year is written YYYY (2026), from 1970 to 2999')
    }
    const year = await numbers.year(arg)
    if (values.json) console.log(JSON.stringify(year, null, 2))
    else console.log(yearLines(year).join('\n'))
    return
  }
  if (command === 'export') {
    if (arg === undefined || !YEAR_PATTERN.test(arg)) {
      throw usage('numbers export <YYYY> --csv (a year from 1970 to 2999)')
    }
    if (!values.csv) throw usage('numbers export writes CSV: add --csv')
    await exportYear(Number(arg), values.out)
    return
  }
  throw usage(`Unknown command: numbers ${command}`)
}
