/** Every facilities query key comes from here, so invalidation reaches them all. */
export const facilityKeys = {
  all: ['facilities'] as const,
  availability: (id: string) => [...facilityKeys.all, 'availability', id] as const,
}
