import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { Facility } from '../../contract/facility'
import { CheckIcon } from '../components/icons'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { hotel } from '../content/hotel'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { FacilitySections } from '../features/facilities/facility-sections'
import type * as DialogCode from '../features/reservations/reservation-dialog'
import { useHydrated } from '../lib/use-hydrated'
import { earlyReserveFacility, watchEarlyReserve } from '../start/early-reserve'

type DialogModule = typeof DialogCode
/** The dialog's code once it has run: rendered directly, with no Suspense round. */
let dialogModule: DialogModule | undefined
const loadDialog = () =>
  import('../features/reservations/reservation-dialog').then((m) => (dialogModule = m))
const LazyDialog = lazy(loadDialog)

const noEarlyReserve = () => undefined
/** How long the page has to itself after its load before the dialog's code is warmed. */
const WARM_AFTER_LOAD_MS = 1000

/** Runs `work` when the browser has nothing else to do (Safari has no requestIdleCallback). */
const whenIdle = (work: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(work) : window.setTimeout(work, 500)

export const Route = createFileRoute('/services')({
  // `?reserve=<facility id>` opens that facility's reservation dialog (e.g. to choose other dates).
  // Checked by hand: this part of the route ships with the first page, the validation library not.
  validateSearch: (search: Record<string, unknown>): { reserve?: string } =>
    typeof search.reserve === 'string' ? { reserve: search.reserve } : {},
  // Warms the cache without holding the page back: the page shows its own loading state.
  loader: ({ context }) => {
    void import('../features/facilities/api/facilities-query').then(({ facilitiesQueryOptions }) =>
      context.queryClient.prefetchQuery(facilitiesQueryOptions()),
    )
  },
  component: ServicesPage,
})

function ServicesPage() {
  const { reserve } = Route.useSearch()
  const navigate = useNavigate({ from: '/services' })
  const facilities = useQuery(facilitiesQueryOptions())
  // The URL says which dialog is open; a tap opens (or Close closes) it at once, in the tap's own
  // render, and the URL follows (a navigation renders in slices, hundreds of milliseconds on a
  // slow phone). Once the URL has changed, it is followed again (back and forward too).
  const [tapped, setTapped] = useState<{ id: string | undefined }>()
  const [urlReserve, setUrlReserve] = useState(reserve)
  if (urlReserve !== reserve) {
    setUrlReserve(reserve)
    setTapped(undefined)
  }
  // Not while React takes the prerendered page over: the page was rendered without a dialog.
  const hydrated = useHydrated()
  // A See More tapped before the app took the page over opened the form already
  // (src/start/early-reserve.ts): the app's dialog takes its place, once.
  const early = useSyncExternalStore(watchEarlyReserve, earlyReserveFacility, noEarlyReserve)
  const [takenOver, setTakenOver] = useState<string>()
  if (hydrated && early && early !== takenOver) {
    setTakenOver(early)
    setTapped({ id: early })
  }
  const open = tapped ? tapped.id : reserve
  const selected =
    hydrated && open ? facilities.data?.facilities.find((f) => f._id === open) : undefined
  const select = useCallback(
    (id?: string) => {
      setTapped({ id })
      void navigate({ search: id ? { reserve: id } : {}, replace: true, resetScroll: false })
    },
    [navigate],
  )
  const ReservationDialog = dialogModule?.default ?? LazyDialog
  // The same function from render to render: the cards do not render again when the page does
  // (the list refreshing, the dialog opening).
  const seeMore = useCallback((facility: Facility) => select(facility._id), [select])
  // A tap only renders: the dialog's code is fetched and run while the guest reads the page (once
  // the page has loaded and the browser is idle), and at the latest when a finger touches a
  // "See More", together with that facility's taken days.
  const queryClient = useQueryClient()
  const intent = useCallback(
    (facility: Facility) =>
      void loadDialog().then(({ prefetchAvailability }) =>
        prefetchAvailability(queryClient, facility._id),
      ),
    [queryClient],
  )
  useEffect(() => {
    // A second after the page has loaded (its photos, its own code: on a slow line the page comes
    // first). Its parts are asked for at once, so they download side by side, and each runs when
    // it has arrived, in a task of its own: all of it at once would be a long task (the schemas'
    // library, the calendar, the dialog) in which a tap would wait.
    let timer: number | undefined
    let stopped = false
    const warm = async () => {
      await Promise.all([
        import('../../contract/reservation'),
        import('react-day-picker'),
        loadDialog(),
      ])
      if (!stopped) whenIdle(() => dialogModule?.warmCalendar())
    }
    const afterLoad = () => {
      // Offline before the code was ever cached: the tap fetches it.
      timer = window.setTimeout(() => void warm().catch(() => undefined), WARM_AFTER_LOAD_MS)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      stopped = true
      window.clearTimeout(timer)
      window.removeEventListener('load', afterLoad)
    }
  }, [])

  return (
    <Page head={pageHeads['/services']}>
      {/* What the hotel offers, as a plain list: labels, not buttons (none of them has a section
          of its own on this page to lead to: the sections are the kinds of place to book). */}
      <ul className="service-list" aria-label="Our services">
        {hotel.services.map((service) => (
          <li key={service}>
            <CheckIcon className="icon-sm" />
            {service}
          </li>
        ))}
      </ul>
      <FacilitySections onSeeMore={seeMore} onIntent={intent} />
      {selected && (
        <Suspense fallback={null}>
          <ReservationDialog facility={selected} onClose={() => select()} />
        </Suspense>
      )}
    </Page>
  )
}
