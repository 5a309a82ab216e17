// Every request, newest first: found by reference, name or phone (any spacing: the server
// normalises), narrowed by status and facility, a page at a time.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { RESERVATION_STATUSES } from '../../../../contract/reservation-status'
import { ReadProblem } from '../../components/problem'
import { SelectField } from '../../components/select-field'
import { statusLabel } from '../../components/status-badge'
import type { RequestFilters } from '../../lib/staff-keys'
import { facilitiesQueryOptions, requestsQueryOptions } from './api'
import { RequestRows } from './request-rows'

const STATUS_CHOICES = RESERVATION_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}))

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
        <SelectField
          id={`${id}-status`}
          label="Status"
          any="Any status"
          choices={STATUS_CHOICES}
          value={filters.status}
          onChange={(status) => setFilters((f) => ({ ...f, status }))}
        />
        <SelectField
          id={`${id}-facility`}
          label="Facility"
          any="Any facility"
          choices={(facilities.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
          value={filters.facility}
          onChange={(facility) => setFilters((f) => ({ ...f, facility }))}
        />
      </form>
      <div aria-live="polite" aria-busy={requests.isFetching}>
        {requests.isPending && <p className="muted">Looking…</p>}
        {requests.isError && <ReadProblem read={requests} />}
        {requests.isSuccess && records.length === 0 && (
          <p className="empty">No request matches{filters.q.trim() ? ' this search' : ''}.</p>
        )}
      </div>
      {/* Its empty line is above, with the search's other news, read out as they change. */}
      <RequestRows requests={records} timeZone={timeZone} thisYear={thisYear} showStatus />
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
