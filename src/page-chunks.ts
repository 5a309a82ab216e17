/** The meta tag in which a built page lists the code it needs (scripts/vite-prerender.ts). */
export const PAGE_CHUNKS_META = 'hearth:page-chunks'
