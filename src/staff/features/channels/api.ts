// The booking sites' calls (owners only): every facility's links and feeds, a feed linked, a link
// removed, a facility's export secret rotated. The rules are the CLI's `channels …` on the server.
import { queryOptions } from '@tanstack/react-query'
import type {
  StaffChannelAddBody,
  StaffChannelFacility,
  StaffChannelLink,
  StaffChannelRemoved,
  StaffChannels,
} from '../../../../contract/staff-channels'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** How long after a link is added the screen looks again for its first import. */
const FIRST_IMPORT_WATCH_MS = 2 * 60_000
const FIRST_IMPORT_POLL_MS = 3_000

/** A link whose first import has not been tried yet, made a moment ago. */
const awaitingFirstImport = (data: StaffChannels | undefined, now = Date.now()) =>
  data?.facilities.some((f) =>
    f.links.some(
      (l) => l.last_attempt_at === null && now - Date.parse(l.created_at) < FIRST_IMPORT_WATCH_MS,
    ),
  ) ?? false

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.channels(),
    queryFn: () => staffGet('/channels', unchecked<StaffChannels>()),
    // The first import runs on the server once a link is added; a feed that blocks no new night
    // changes nothing the live updates hear of, so the screen asks again until it was tried.
    refetchInterval: (query) =>
      awaitingFirstImport(query.state.data) ? FIRST_IMPORT_POLL_MS : false,
  })

export const addLink = (body: StaffChannelAddBody) =>
  staffPost('/channels', body, unchecked<StaffChannelLink>())

export const removeLink = (id: string) =>
  staffPost(`/channels/${encodeURIComponent(id)}/remove`, {}, unchecked<StaffChannelRemoved>())

export const rotateSecret = (facilityId: string) =>
  staffPost('/channels/rotate', { facilityId }, unchecked<StaffChannelFacility>())
