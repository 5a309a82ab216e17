// Build-time configuration of the site, read once.
const raw = import.meta.env.VITE_API_BASE_URL as string | undefined

/** Where the facilities API lives: same origin by default, another host when configured. */
export const API_BASE_URL = (raw && raw.trim() !== '' ? raw.trim() : '/api').replace(/\/+$/, '')
