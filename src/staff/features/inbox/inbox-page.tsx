// The inbox: what needs an answer (oldest first: the guest who has waited longest), the stays
// coming up in the next 14 days, the stays waiting for money, and every request, searchable.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useDeferredValue } from 'react'
import type { StaffInbox } from '../../../../contract/staff'
import { PageWait } from '../../components/page-wait'
import { usePageTitle } from '../../lib/page-title'
import { inboxQueryOptions } from './api'
import { MoneyDue } from './money-due'
import { RequestRows } from './request-rows'

/** Below the first screen: its code (the search form, the filters) comes after the inbox shows. */
const AllRequests = lazy(() => import('./all-requests').then((m) => ({ default: m.AllRequests })))

/**
 * How many rows of each list the first render draws: more than a phone's or a computer's first
 * screen holds. The lists hold up to 100 each (INBOX_NEEDS_ANSWER_MAX): drawing them all, with
 * their dates, before the first paint took a phone at 4x CPU ~0.35 s; the rest follows at once,
 * in a render React may interrupt, so the first screen paints in between.
 */
export const FIRST_SCREEN_ROWS = 12

export function InboxPage() {
  const inbox = useQuery(inboxQueryOptions())
  usePageTitle('Inbox', inbox.data?.needs_answer_count)
  // A failed refresh of an inbox already shown (offline, the server gone) keeps it on screen: the
  // frame says how old it is (app/offline-line.tsx).
  if (!inbox.data) return <PageWait reads={[inbox]} loading="Loading the inbox…" />
  return <InboxLists inbox={inbox.data} />
}

function InboxLists({ inbox }: { inbox: StaffInbox }) {
  // True for the first render (its first screen), then false in a render of its own.
  const firstScreen = useDeferredValue(false, true)
  const { needs_answer_count, timeZone, today } = inbox
  const shown = (list: StaffInbox['needs_answer']) =>
    firstScreen ? list.slice(0, FIRST_SCREEN_ROWS) : list
  const needs_answer = shown(inbox.needs_answer)
  const coming_up = shown(inbox.coming_up)
  const thisYear = today.slice(0, 4)
  return (
    <>
      <h1 className="visually-hidden">Inbox</h1>
      <section aria-labelledby="needs-answer" className="section">
        <h2 id="needs-answer" tabIndex={-1}>
          Needs an answer <span className="count">{needs_answer_count}</span>
        </h2>
        <RequestRows
          requests={needs_answer}
          ordered
          timeZone={timeZone}
          thisYear={thisYear}
          empty="Nothing waits for an answer. New requests show here as they come."
        />
        {needs_answer_count > inbox.needs_answer.length && (
          <p className="muted small">
            The {inbox.needs_answer.length} oldest of {needs_answer_count}: answer these, or find
            the others under All requests.
          </p>
        )}
      </section>
      <section aria-labelledby="coming-up" className="section">
        <h2 id="coming-up">
          Coming up <span className="muted small">(next 14 days)</span>
        </h2>
        <RequestRows
          requests={coming_up}
          timeZone={timeZone}
          thisYear={thisYear}
          empty="No confirmed stay begins in the next 14 days."
        />
      </section>
      {/* Below both lists, as all requests are: read once the first screen is drawn. */}
      {!firstScreen && <MoneyDue timeZone={timeZone} thisYear={thisYear} />}
      {/* Below both lists: asked for (its code, its first page) once the first screen is drawn. */}
      {!firstScreen && (
        <Suspense
          fallback={
            <p role="status" className="muted">
              Loading all requests…
            </p>
          }
        >
          <AllRequests timeZone={timeZone} thisYear={thisYear} />
        </Suspense>
      )}
    </>
  )
}
