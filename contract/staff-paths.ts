// The staff console's addresses and its live channel's event names, without the validation
// library: the console's first screen needs them, and none of contract/staff.ts's schemas
// (src/staff reads its own server's answers unchecked: see src/staff/lib/staff-api.ts).
// contract/staff.ts re-exports them.

/** Where the console lives on the site's origin: the server, the build, the SW and robots agree. */
export const STAFF_PATH = '/staff'
/** The console's API prefix (under the site's /api). */
export const STAFF_API_PATH = '/staff'

/** The console's live channel: `GET /api/staff/events` (server-sent events). */
export const STAFF_EVENTS = { changed: 'changed', resync: 'resync' } as const

/**
 * The inbox's first screen, drawn by the server into the console's page for a signed-in clerk
 * (issue 41: on a phone on slow 4G the console's code arrives only after ~1 s): the id of the data
 * block that carries the reads it was drawn from (the console's code starts from them), and the
 * name of the head's meta that says the page has it (its early reads then ask for nothing).
 */
export const FIRST_SCREEN_ID = 'first-screen'
/** The console's render bundle of that screen, in the build's SSR_DIR under dist/staff. */
export const FIRST_SCREEN_BUNDLE = 'first-screen.js'
