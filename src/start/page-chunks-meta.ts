// The one name the entry (src/start/main.ts) reads, apart from src/lib/start-names.ts: the entry
// imports this module alone, so it starts no other chunk before the page has painted (names.ts is
// bundled with the router, which every page's start shares: scripts/vite-start-chunks.ts).

/** The meta tag in which a built page lists the code its entry preloads (src/start/main.ts). */
export const PAGE_CHUNKS_META = 'hearth:page-chunks'
