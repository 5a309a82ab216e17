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
