// The home page's glimpse of the catalogue (./-home-glimpse.tsx) is not part of the page's start:
// its code is the services page's (the cards, the dialog's machinery). The server renders it into
// the page, its code loaded first (the route's loader waits for it there); in the browser React
// takes it over once its code has arrived, the rest of the page already running. In a module of
// its own: the route's options and its component (split apart by the router's plugin) share it.
import { type ComponentProps, lazy } from 'react'
import type * as GlimpseCode from './-home-glimpse'

/** The glimpse's code once it has run: rendered directly (the server renders it so, at once). */
let glimpseModule: typeof GlimpseCode | undefined
export const loadGlimpse = () => import('./-home-glimpse').then((m) => (glimpseModule = m))
const LazyGlimpse = lazy(loadGlimpse)

/** The glimpse: rendered directly once its code has run, until then loaded by React. */
export function HomeGlimpse(props: ComponentProps<typeof GlimpseCode.default>) {
  const Glimpse = glimpseModule?.default ?? LazyGlimpse
  return <Glimpse {...props} />
}
