/** Every facilities query key comes from here, so invalidation reaches them all. */
export const facilityKeys = {
  all: ['facilities'] as const,
  /**
   * The list in the page's language: the default language's is `all` itself; another's has its
   * own entry (one cache per origin holds both, and a French page must not show English names).
   */
  list: (language?: string) =>
    language ? ([...facilityKeys.all, 'list', language] as const) : facilityKeys.all,
  availability: (id: string) => [...facilityKeys.all, 'availability', id] as const,
}
