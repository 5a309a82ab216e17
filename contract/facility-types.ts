// The facility types, without the validation library: the site's first screen needs them too.
export const FACILITY_TYPES = ['room', 'apartment', 'activityCenter'] as const
