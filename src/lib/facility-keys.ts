import type { FacilityType } from '../../contract/facility'

/** Every facilities query key comes from here, so invalidation reaches them all. */
export const facilityKeys = {
  all: ['facilities'] as const,
  byType: (type: FacilityType) => [...facilityKeys.all, 'type', type] as const,
  detail: (id: string) => [...facilityKeys.all, 'detail', id] as const,
  availability: (id: string) => [...facilityKeys.all, 'availability', id] as const,
}
