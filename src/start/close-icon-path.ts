// The close icon's drawing, for the early form (./early-reserve.ts) and the app's icons
// (src/components/icons.tsx): a module of its own, so that the app's start, which draws the icon,
// does not carry the early form's code (only the pages with reservation dialogs need it).

export const CLOSE_ICON_PATH = 'M18 6L6 18M6 6l12 12'
