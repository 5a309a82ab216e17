// The owner's figures at the command line (issue 55): `numbers month` (the figures the console's
// screen and GET /api/staff/numbers show, from numbers/month.ts) and `numbers export` (a year's
// stays as CSV, for the accountant: ./export.ts).
import { MONTH_PATTERN, type MonthNumbers } from '../../../contract/month-figures'
import type { CommandOptions } from '../cli-command-options'
import { staffMoney } from '../staff-price-text'
import type { YearExport } from './export'
import type { MonthNumbersRules } from './month'

export const NUMBERS_USAGE = `  numbers month [<YYYY-MM>] [--json]
                 the hotel's month in figures (this month by default): occupancy, ADR, RevPAR,
                 revenue booked, received and refunded, by facility, where the nights came from
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
  if (command === 'export') {
    if (arg === undefined || !MONTH_PATTERN.test(`${arg}-01`)) {
      throw usage('numbers export <YYYY> --csv (a year from 1970 to 2999)')
    }
    if (!values.csv) throw usage('numbers export writes CSV: add --csv')
    await exportYear(Number(arg), values.out)
    return
  }
  throw usage(`Unknown command: numbers ${command}`)
}
