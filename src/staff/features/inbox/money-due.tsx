// The stays waiting for money (issue 53): each confirmed stay that still owes, by arrival, with its
// reference (the link to its page, where the payment is recorded or the link sent), the facility,
// what is due next and by when: the deposit left by its deadline, else the rest by the balance's
// date. Read after the inbox's first screen; nothing is said while none owes.
import { useQuery } from '@tanstack/react-query'
import type { StaffPaymentsRow } from '../../../../contract/staff-money'
import { ReadProblem } from '../../components/problem'
import { requestHref } from '../../components/request-who'
import { RowStay } from '../../components/row-stay'
import { StaffLink } from '../../components/staff-link'
import { hotel } from '../../../content/hotel'
import { consoleMoney } from '../../lib/console-money'
import { hotelTime, shortDate } from '../../lib/hotel-time'
import { moneyDueQueryOptions } from './api'

/** "₦30,000 deposit by 3 Jun, 10:42", "₦70,000 by 12 Jun". */
export function dueWords(
  row: StaffPaymentsRow,
  currency: string,
  timeZone: string,
  thisYear: string,
) {
  if (row.deposit_due > 0 && row.deposit_due_by)
    return `${consoleMoney(row.deposit_due, currency)} deposit by ${hotelTime(row.deposit_due_by, timeZone)}`
  return `${consoleMoney(row.due, currency)} by ${shortDate(row.balance_due_by, thisYear)}`
}

export function MoneyDue({ timeZone, thisYear }: { timeZone: string; thisYear: string }) {
  const due = useQuery(moneyDueQueryOptions())
  if (due.isError && !due.data) return <ReadProblem read={due} />
  const rows = due.data ?? []
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="money-due" className="section">
      <h2 id="money-due">
        Waiting for money <span className="count">{rows.length}</span>
      </h2>
      <ul className="rows">
        {rows.map((row) => (
          <li className="row" key={row.reference}>
            <div className="row-head">
              <StaffLink
                className="row-ref"
                href={requestHref({ reference: row.reference, reservation_id: row.reference })}
              >
                {row.reference}
              </StaffLink>
            </div>
            <RowStay facility={row.facility_name}>
              <span className="row-total">{dueWords(row, hotel.currency, timeZone, thisYear)}</span>
            </RowStay>
          </li>
        ))}
      </ul>
    </section>
  )
}
