// The staff console's entry (its own build: vite.staff.config.ts): the hotel's colours and the
// console's styles; the copy of what it last showed, restored before the first render so it opens
// offline (lib/saved-copy.ts); its own service worker (./sw.ts), which keeps its code. A page
// with the inbox's, the desk's day's, the calendar's or the owner's month's first screen drawn in
// by the server
// (./first-screen.tsx)
// is taken over: the first render draws the same screen from the reads the page carries, in
// place of the server's.
// The desk's moves kept offline (lib/desk-queue.ts) are sent from start, whatever screen opens.
import 'virtual:staff-theme-colors.css'
import './styles/console.css'
import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import {
  CALENDAR_DAYS,
  CALENDAR_PATH,
  DESK_DAY_PATH,
  NUMBERS_PATH,
  STAFF_PATH,
} from '../../contract/staff-paths'
import { takeOverDrawnScreen } from './app/drawn-screen-takeover'
import { pageFirstScreen, seedFirstScreen } from './app/first-screen-reads'
import { createStaffQueryClient } from './app/query-client'
import { createConsoleDeskQueue } from './app/desk-queue'
import {
  createStaffRouter,
  preloadCalendarScreen,
  preloadNumbersScreen,
  preloadTodayScreen,
} from './app/router'
import { meQueryOptions } from './lib/me'
import { calendarQueryOptions } from './features/calendar/api'
import { WIDE } from './features/calendar/use-wide-screen'
import { inboxQueryOptions } from './features/inbox/api'
import { watchServer } from './lib/connection'
import { keepSaved, restoreSaved } from './lib/saved-copy'
import { DeskQueueContext } from './lib/use-desk-queue'
import { askToBeClaimed } from '../lib/worker-claim'

/** The console's worker: /staff and below (the manifest's scope; vite.staff.config.ts). */
function registerWorker() {
  if (!('serviceWorker' in navigator)) return
  // Not the site's /sw.js: the console's own, which the server allows to control /staff itself.
  navigator.serviceWorker
    .register(`${STAFF_PATH}/sw.js`, { scope: STAFF_PATH, updateViaCache: 'none' })
    .catch(() => undefined)
  // A page that arrived while the worker was activating is not claimed by it: it asks.
  askToBeClaimed()
}

let firstCommitted = false
/** Runs once the console's first render is on the screen (beside the router: after it). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => {
    if (firstCommitted) return
    firstCommitted = true
    run()
  }, [run])
  return null
}

/** The reads of the screen the server drew into this page, if it drew this address's. */
function drawnReads() {
  const reads = pageFirstScreen()
  if (location.pathname === STAFF_PATH) return reads
  if (location.pathname === DESK_DAY_PATH && !location.search && reads?.today) return reads
  if (location.pathname === CALENDAR_PATH && !location.search && reads?.calendar) return reads
  if (location.pathname === NUMBERS_PATH && !location.search && reads?.numbers) return reads
  return undefined
}

async function start() {
  // TanStack Query takes the browser for online until told otherwise (v5 listens for the events
  // only): a page opened offline would ask the server, fail and say so, rather than wait for the
  // connection with what it has saved.
  onlineManager.setOnline(navigator.onLine)
  const queryClient = createStaffQueryClient()
  watchServer(queryClient)
  await restoreSaved(queryClient)
  keepSaved(queryClient)
  const deskQueue = createConsoleDeskQueue(queryClient)
  deskQueue.start()
  const router = createStaffRouter(queryClient)
  const firstScreen = drawnReads()
  if (firstScreen) {
    // The server drew the inbox (or the day) with these reads: in the cache as answers of the
    // page's load (its navigation start, on this device's clock), newer than the saved copy. The
    // first render draws the same screen, and nothing is asked for again.
    seedFirstScreen(queryClient, firstScreen, performance.timeOrigin)
    // The day's code is a chunk of its own, on its way since the page's head asked for it
    // (./early-reads.ts): run before the first render, which would else draw "Opening the
    // console…" over the drawn day until it came. Should it fail, the route loads it as usual.
    if (firstScreen.today) await preloadTodayScreen().catch(() => undefined)
    if (firstScreen.calendar) await preloadCalendarScreen().catch(() => undefined)
    if (firstScreen.numbers) await preloadNumbersScreen().catch(() => undefined)
    // The route matched before the first render, not in its effect: that render would draw
    // nothing, and replace the drawn screen with a blank frame before drawing it again.
    await router.load()
  } else if (location.pathname === STAFF_PATH || location.pathname === CALENDAR_PATH) {
    // The inbox's two reads (the calendar's frame shows them too), asked for as the page loaded
    // (./early-reads.ts), into the cache now: by the first render they are usually there, and the
    // inbox is drawn at once rather than after a render of "Opening the console…" and another of
    // the frame. Signed out, the inbox's 401 waits in the cache as an error, read again once
    // someone signs in.
    void queryClient.prefetchQuery(meQueryOptions())
    void queryClient.prefetchQuery(inboxQueryOptions())
  }
  if (location.pathname === CALENDAR_PATH && !firstScreen?.calendar) {
    // The calendar's as well, and its code run now (early-reads.ts has it downloading): the
    // screen's chunk would otherwise be asked for only once /me had answered and the frame drawn.
    void queryClient.prefetchQuery(
      calendarQueryOptions(
        undefined,
        matchMedia(WIDE).matches ? CALENDAR_DAYS.wide : CALENDAR_DAYS.narrow,
      ),
    )
    void import('./features/calendar/calendar-page').catch(() => undefined)
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DeskQueueContext value={deskQueue}>
          <RouterProvider router={router} />
        </DeskQueueContext>
        <AfterFirstCommit run={() => takeOverDrawnScreen(router)} />
      </QueryClientProvider>
    </StrictMode>,
  )
  registerWorker()
}

void start()
