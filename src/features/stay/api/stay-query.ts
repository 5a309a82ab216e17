// A stay's page's one read (issue 53): `GET /api/stays/:token`, the stay as its guest may see it
// (no name, no phone). Its token is the only key, so the page works on any device.
import { StayAnswer } from '../../../../contract/stay'
import { api } from '../../../lib/api-client'

export const stayKeys = {
  all: ['stay'] as const,
  detail: (token: string) => [...stayKeys.all, token] as const,
}

export const stayPath = (token: string) => `/stays/${encodeURIComponent(token)}`

// A plain object, not queryOptions(): that helper in this page's chunk too made it a chunk of its
// own, one more file name in every page's start (tests/e2e/size-budget.spec.ts).
export const stayQueryOptions = (token: string) =>
  ({
    queryKey: stayKeys.detail(token),
    queryFn: () => api.get(stayPath(token), StayAnswer),
    // Money moves (a payment, a transfer recorded at the desk): read again whenever the page is
    // shown, and a copy this device kept is shown meanwhile, or offline, saying so.
    staleTime: 0,
    // A wrong token is final, offline is said at once; Try again asks again.
    retry: false,
  }) as const
