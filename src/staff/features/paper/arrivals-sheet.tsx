// The day's arrivals as the desk ticks them off: a row per stay (its unit, the guest, the stay,
// how many, what is still to pay) and an empty column to tick as each arrives.
import type { DeskDay, DeskStay } from '../../../../contract/frontdesk'
import { hotel } from '../../../content/hotel'
import { consoleMoney } from '../../lib/console-money'
import { hotelDates } from '../../lib/hotel-time'
import { PAPER_WORDS, stayLength } from './paper-words'

const words = PAPER_WORDS

function balance(stay: DeskStay): string {
  if (stay.balance_due === null) return words.notPriced
  if (stay.balance_due <= 0) return words.paid
  return consoleMoney(stay.balance_due, stay.currency)
}

export function ArrivalsSheet({ day }: { day: DeskDay }) {
  const dates = hotelDates(day.timeZone)
  const thisYear = day.date.slice(0, 4)
  const columns = words.columns
  return (
    <section className="paper-page arrivals-sheet" aria-labelledby="arrivals-sheet-title">
      <header className="paper-head">
        <p className="paper-hotel">{hotel.name}</p>
        <h1 id="arrivals-sheet-title">{words.sheetTitle(dates.weekdayDate(day.date))}</h1>
        <p className="paper-note">
          {words.arrivalsCount(day.arrivals.length)} ·{' '}
          {words.printedAt(dates.momentShort(new Date()))}
        </p>
      </header>
      {day.arrivals.length === 0 ? (
        <p>{words.noArrivals}</p>
      ) : (
        // A phone's screen scrolls the table sideways, by touch or by the keyboard (its focus).
        <div
          className="paper-table-wrap"
          role="region"
          aria-labelledby="arrivals-sheet-title"
          tabIndex={0}
        >
          <table className="paper-table">
            <thead>
              <tr>
                <th scope="col">{columns.unit}</th>
                <th scope="col">{columns.guest}</th>
                <th scope="col">{columns.stay}</th>
                <th scope="col" className="paper-number">
                  {columns.guests}
                </th>
                <th scope="col" className="paper-number">
                  {columns.balance}
                </th>
                <th scope="col" className="paper-tick">
                  {columns.arrived}
                </th>
              </tr>
            </thead>
            <tbody>
              {day.arrivals.map((stay) => (
                <tr key={stay.reference}>
                  <td>
                    <bdi>{stay.unit ?? words.noUnit}</bdi>
                  </td>
                  <th scope="row">
                    <bdi>{stay.guest}</bdi>
                    <span className="paper-ref">{stay.reference}</span>
                  </th>
                  <td>
                    {dates.dateSpan(stay.from, stay.to, { thisYear })}, {stayLength(stay)}
                  </td>
                  <td className="paper-number">{stay.guests ?? words.unknown}</td>
                  <td className="paper-number">{balance(stay)}</td>
                  <td className="paper-tick" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
