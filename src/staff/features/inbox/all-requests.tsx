// Every request, newest first: found by reference, name or phone (any spacing: the server
// normalises), narrowed by status and facility, a page at a time.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { RESERVATION_STATUSES } from '../../../../contract/reservation-status'
import { ReadProblem } from '../../components/problem'
import { statusLabel } from '../../components/status-badge'
import type { RequestFilters } from '../../lib/staff-keys'
import { facilitiesQueryOptions, requestsQueryOptions } from './api'
import { RequestRow } from './request-row'

interface AllRequestsProps {
  timeZone: string
  thisYear: string
}

export function AllRequests({ timeZone, thisYear }: AllRequestsProps) {
  const id = useId()
  const [filters, setFilters] = useState<RequestFilters>({ q: '', status: '', facility: '' })
  const [typed, setTyped] = useState('')
  const requests = useInfiniteQuery(requestsQueryOptions(filters))
  const facilities = useQuery(facilitiesQueryOptions())
  const search = (event: FormEvent) => {
    event.preventDefault()
    setFilters((f) => ({ ...f, q: typed }))
  }
  const records = requests.data?.pages.flatMap((page) => page.records) ?? []
  return (
    <section aria-labelledby="all-requests" className="section">
      <h2 id="all-requests">All requests</h2>
      <form className="filters" role="search" onSubmit={search}>
        <div className="field search-field">
          <label htmlFor={`${id}-q`}>Reference, name or phone</label>
          <div className="search-row">
            <input
              id={`${id}-q`}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
              dir="auto"
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value }))}
          >
            <option value="">Any status</option>
            {RESERVATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-facility`}>Facility</label>
          <select
            id={`${id}-facility`}
            value={filters.facility}
            onChange={(e) => setFilters((f) => ({ ...f, facility: e.target.value }))}
          >
            <option value="">Any facility</option>
            {facilities.data?.map((facility) => (
              <option key={facility.id} value={facility.id}>
                {facility.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div aria-live="polite" aria-busy={requests.isFetching}>
        {requests.isPending && <p className="muted">Looking…</p>}
        {requests.isError && <ReadProblem read={requests} />}
        {requests.isSuccess && records.length === 0 && (
          <p className="empty">No request matches{filters.q.trim() ? ' this search' : ''}.</p>
        )}
      </div>
      {records.length > 0 && (
        <ul className="rows">
          {records.map((request) => (
            <RequestRow
              key={request.reservation_id}
              request={request}
              timeZone={timeZone}
              thisYear={thisYear}
              showStatus
            />
          ))}
        </ul>
      )}
      {requests.hasNextPage && (
        <button
          type="button"
          className="button wide"
          onClick={() => void requests.fetchNextPage()}
          disabled={requests.isFetchingNextPage}
        >
          {requests.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </section>
  )
}
