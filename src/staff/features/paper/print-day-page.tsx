// The day's arrivals on paper (issue 54): the sheet the desk ticks as guests come, then one
// registration card per arriving guest, each on a page of its own, for A4 or A5 (`?paper=`). On
// screen the pages are drawn as paper, with the size, "Print" and the way back above them; the
// printer gets the pages alone, black on white whatever the console's theme (paper.css), on the
// paper's size (page-size.ts).
import { useQuery } from '@tanstack/react-query'
import { PageWait } from '../../components/page-wait'
import { StaffLink } from '../../components/staff-link'
import {
  deskDayPath,
  deskDayQueryOptions,
  PAPER_SIZES,
  type PaperSize,
  printDayPath,
} from '../../lib/desk-day'
import { usePageTitle } from '../../lib/page-title'
import { ArrivalsSheet } from './arrivals-sheet'
import { usePageSize } from './page-size'
import { PAPER_WORDS } from './paper-words'
import { RegistrationCard } from './registration-card'
import './paper.css'

const words = PAPER_WORDS.tools

export function PrintDayPage({ date, paper }: { date?: string; paper: PaperSize }) {
  usePageTitle(PAPER_WORDS.pageTitle)
  usePageSize(paper)
  const day = useQuery(deskDayQueryOptions(date))
  if (!day.data)
    return (
      <PageWait reads={[day]} loading={words.loading} head={<h1>{PAPER_WORDS.pageTitle}</h1>} />
    )
  const { arrivals } = day.data
  return (
    <>
      <div className="paper-tools">
        <p className="back">
          <StaffLink href={deskDayPath(date)}>{words.back}</StaffLink>
        </p>
        <p className="muted small">{words.hint}</p>
        <div className="button-row">
          <nav aria-label={words.paper} className="paper-sizes">
            {PAPER_SIZES.map((size) => (
              <StaffLink
                key={size}
                href={printDayPath(date, size)}
                className="button"
                aria-current={size === paper ? 'page' : undefined}
              >
                {size.toUpperCase()}
              </StaffLink>
            ))}
          </nav>
          <button type="button" className="button primary" onClick={() => window.print()}>
            {words.print}
          </button>
        </div>
      </div>
      <div className="paper" data-paper={paper}>
        <ArrivalsSheet day={day.data} />
        {arrivals.map((stay) => (
          <RegistrationCard key={stay.reference} stay={stay} />
        ))}
      </div>
    </>
  )
}
