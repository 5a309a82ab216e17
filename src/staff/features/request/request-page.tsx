// One request: everything about it (its facts, request-facts.tsx), whether booking sites have
// taken its nights since, the stay's unit and dates at the desk (issue 54), the answer, the stay's
// money (issue 53), the ways to reach the guest and the history.
import { useQuery } from '@tanstack/react-query'
import { StaffLink } from '../../components/staff-link'
import { PageWait } from '../../components/page-wait'
import { StatusBadge } from '../../components/status-badge'
import { usePageTitle } from '../../lib/page-title'
import { AnswerForm } from './answer-form'
import { requestQueryOptions } from './api'
import { ContactLinks } from './contact-links'
import { History } from './history'
import { MoneySection } from './money-section'
import { RequestFacts } from './request-facts'
import { StayDesk } from './stay-desk'

export function RequestPage({ requestRef: ref }: { requestRef: string }) {
  const detail = useQuery(requestQueryOptions(ref))
  usePageTitle(detail.data?.record.reference ?? 'Request')
  const back = (
    <p className="back">
      <StaffLink href="/staff">← Inbox</StaffLink>
    </p>
  )
  // A failed refresh of a request already shown (offline, the server gone) keeps it on screen:
  // the frame says how old it is, and its answers are disabled.
  if (!detail.data)
    return (
      <PageWait
        reads={[detail]}
        loading="Loading the request…"
        head={back}
        failedHead={<h1>Request {ref}</h1>}
      />
    )
  const { record, events, timeZone } = detail.data
  return (
    <>
      {back}
      <article className="request">
        <header className="request-head">
          <h1>
            <span className="request-ref">{record.reference ?? 'Request'}</span>
          </h1>
          <StatusBadge status={record.status} />
        </header>
        <RequestFacts detail={detail.data} />
        <p className="muted small">Times are the hotel's ({timeZone}).</p>
        {/* A booking site sold some of its nights since (issue 39): the server's own sentence,
            the one confirming would be refused with, said before the clerk tries. */}
        {detail.data.channels_took && (
          <p className="problem channels-took" role="note">
            {detail.data.channels_took}
          </p>
        )}
        <StayDesk detail={detail.data} requestRef={ref} />
        <AnswerForm detail={detail.data} requestRef={ref} />
        <MoneySection detail={detail.data} requestRef={ref} />
        <ContactLinks request={record} />
        <History events={events} timeZone={timeZone} />
      </article>
    </>
  )
}
