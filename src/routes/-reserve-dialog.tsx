// "See More" on a facility card opens its reservation dialog in the page it is on: the services
// page and the home page's glimpse of the catalogue, with `?reserve=<facility id>` in that page's
// URL. The tap opens the dialog in its own render and the URL follows; the dialog's code is warmed
// after the page's load; a tap taken by the inline script before the app ran (its early form,
// src/features/reservations/early-reserve.ts) is taken over. (A file of the routes folder the
// router ignores: the `-` prefix.)
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import type { Facility } from '../../contract/facility'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { otherThanDefaultLanguage } from '../lib/i18n'
import type * as DialogCode from '../features/reservations/reservation-dialog'
import { DialogErrorBoundary } from '../components/dialog-error-boundary'
import { useHydrated } from '../lib/use-hydrated'
import { earlyReserveFacility, watchEarlyReserve } from '../features/reservations/early-reserve'
import { onDialogEntry } from '../lib/reserve-history'
import type { FollowReserve } from './-reserve-search'

type DialogModule = typeof DialogCode
type DialogComponent = DialogModule['default'] | typeof LazyDialog
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

interface ReserveDialog {
  /** For the cards' See More: opens that facility's dialog. */
  seeMore(facility: Facility): void
  /** For the cards: a finger or pointer down on See More, or focus on it. */
  intent(facility: Facility): void
  /** The open dialog, if any: for the page to render. */
  dialog: ReactNode
}

/**
 * The reservation dialog of a page whose URL says which one is open (`reserve`); `follow` puts a
 * facility's id (or none) in the page's URL, keeping the scroll. Opening the dialog adds a history
 * entry, so Back (Android's gesture too) closes it and stays on the page, and Forward opens it
 * again; closing it goes back from that entry, or replaces the entry when the dialog has none of
 * its own (a link or a reload opened it).
 */
export function useReserveDialog(
  reserve: string | undefined,
  follow: FollowReserve,
  /**
   * Whether the dialog's code is warmed a second after the page's load (the services page: the
   * reservation is why a guest is there), or only when a finger or focus comes to a See More (the
   * home page: there it would be long tasks on a slow phone for a dialog most visitors of the
   * page never open; the bench did not show it in Lighthouse's TBT of `/`, 159 and 162 ms
   * median with and without).
   */
  warmAfterLoad = true,
): ReserveDialog {
  const facilities = useQuery(facilitiesQueryOptions(otherThanDefaultLanguage()))
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
  // (src/features/reservations/early-reserve.ts): the app's dialog takes its place, once.
  const early = useSyncExternalStore(watchEarlyReserve, earlyReserveFacility, noEarlyReserve)
  const [takenOver, setTakenOver] = useState<string>()
  if (hydrated && early && early !== takenOver) {
    setTakenOver(early)
    setTapped({ id: early })
  }
  // The URL follows, as after a tap: a reload or a shared link opens the same dialog. The early
  // dialog added the history entry already: this one takes it (and its mark) over.
  useEffect(() => {
    if (takenOver) follow(takenOver, { replace: true, entry: true })
  }, [takenOver, follow])
  const open = tapped ? tapped.id : reserve
  const selected =
    hydrated && open ? facilities.data?.facilities.find((f) => f._id === open) : undefined
  const select = useCallback(
    (id?: string) => {
      setTapped({ id })
      if (id) follow(id, { replace: false, entry: true })
      // Its own entry: back to the one before (the router follows the move, the URL too).
      else if (onDialogEntry()) window.history.back()
      else follow(undefined, { replace: true })
    },
    [follow],
  )
  // The dialog's component as it was when it opened, kept while it is open: a render of the page
  // meanwhile (after Reserve, while the confirmation page's code arrives) must not swap the lazy
  // one for the loaded module's, which React would mount afresh: an emptied form.
  const [opened, setOpened] = useState<{ id: string; Dialog: DialogComponent }>()
  if (selected && opened?.id !== selected._id)
    setOpened({ id: selected._id, Dialog: dialogModule?.default ?? LazyDialog })
  const ReservationDialog = opened?.Dialog ?? dialogModule?.default ?? LazyDialog
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
    if (!warmAfterLoad) return
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
  }, [warmAfterLoad])

  // A dialog that fails fails alone (its code not fetched offline, an error in it): the page
  // stays, with a message in the dialog's place.
  const dialog = selected && (
    <DialogErrorBoundary key={selected._id} onClose={() => select()}>
      <Suspense fallback={null}>
        <ReservationDialog facility={selected} onClose={() => select()} />
      </Suspense>
    </DialogErrorBoundary>
  )
  return { seeMore, intent, dialog }
}
