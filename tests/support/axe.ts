// axe in the browser tests, run in the page itself (axe.run: the builder's legacy mode) when the
// page has no frame. The builder's default runs axe in each frame and merges their results in a
// new blank page it opens, injects axe into and closes again: a second or two a run on a busy
// 2-core machine, for the same result where there is no frame's result to merge (screens-a11y,
// date-picker and screens-pages chose the same). A page that has a frame gets the default, so
// that no frame goes unchecked.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** An axe builder on `page` as it is now; chain its rules and `analyze()` at once. */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page })
  return page.frames().length > 1 ? builder : builder.setLegacyMode()
}
