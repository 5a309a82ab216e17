// The chunks the start of every page shares (vite.config.ts: build.rolldownOptions). Each chunk a
// page starts with costs a request, and starting a request costs a slow phone's main thread
// several milliseconds: the little modules every page's start shares come in two chunks, not
// seven. (The bundler keeps its own runtime apart whatever the groups say. react-dom's client
// renderer, the query client, the router and the app stay apart: the app evaluates each in a step
// of its own, src/start/boot.tsx.)
//
// A module of a package is told by the package's name and the module's own name, never by its
// path inside the package: packages move their files between versions (`build/modern/`,
// `dist/esm/`), and a group that no longer matches would break without a word. The size budget
// (tests/e2e/size-budget.spec.ts) fails when a group no longer holds what it should.

/** A module as the groups see it: its package (none for the site's own files) and its name. */
export interface ModuleOrigin {
  /** `react`, `@tanstack/react-query`; undefined for a file of the site. */
  package?: string
  /** The file's name without its extension: `QueryClientProvider`, `react-dom.production`. */
  name: string
  /** The id with forward slashes. */
  path: string
}

/** Where the module with this id comes from. */
export function moduleOrigin(id: string): ModuleOrigin {
  const path = id.replaceAll('\\', '/')
  const name = (path.split('/').pop() ?? '').replace(/\?.*$/, '').replace(/\.[^.]*$/, '')
  // The last node_modules folder: a package's own dependencies may sit inside it.
  const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]
  return pkg ? { package: pkg, name, path } : { name, path }
}

type Test = (module: ModuleOrigin) => boolean

const group = (name: string, priority: number, test: Test) => ({
  name,
  priority,
  test: (id: string) => test(moduleOrigin(id)),
})

/** The site's own files among `files` (paths from the project's root). */
const siteFile =
  (...files: string[]): Test =>
  (m) =>
    m.package === undefined && files.some((file) => m.path.endsWith(`/${file}`))

/** The modules of `pkg` named `names`, whatever folder the package keeps them in. */
const modulesOf =
  (pkg: string, ...names: string[]): Test =>
  (m) =>
    m.package === pkg && names.includes(m.name)

/** The router and the packages it imports. */
const ROUTER_PACKAGES = [
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/react-store',
  '@tanstack/store',
  'use-sync-external-store',
]

export const startChunks = {
  groups: [
    // React and the JSX runtime, and react-dom's small entry, not its client renderer (react-dom/
    // client: a step of its own, and most of the start's bytes).
    group(
      'react',
      20,
      (m) => m.package === 'react' || (m.package === 'react-dom' && !m.name.includes('client')),
    ),
    // The router's packages, together: the pages' code and the home page's glimpse of the
    // catalogue (loaded after the start) each use a part of them, and the parts each set of users
    // shares would otherwise come as chunks of their own, at every start.
    group('router', 15, (m) => ROUTER_PACKAGES.includes(m.package ?? '')),
    // Shared by the app, its pages and the reservation dialog (none of them imports code): the
    // contexts through which they reach the query client and the router, and a few small modules.
    group('shared', 10, (m) =>
      [
        siteFile(
          'contract/facility-types.ts',
          'contract/reservation-status.ts',
          'src/lib/facility-keys.ts',
          'src/lib/api-errors.ts',
          'src/features/facilities/catalogue-in-page.ts',
          // The search of the pages with the reservation dialog (their routes' options), and what
          // the home page's glimpse of the catalogue, loaded after the start, shares with it.
          'src/routes/-reserve-search.ts',
          'src/lib/use-hydrated.ts',
          // With the router's search strings it writes (which would else come apart from the
          // router's other modules, as a chunk of their own).
          'src/features/facilities/reserve-link.ts',
          // The hotel's details: the start's header and footer read them, and so do the dates of
          // the dialog, the confirmation and the contact page (its country: src/lib/dates.ts).
          'src/content/hotel.ts',
        ),
        modulesOf('@tanstack/react-query', 'QueryClientProvider'),
        modulesOf('@tanstack/react-router', 'routerContext', 'useRouter'),
      ].some((test) => test(m)),
    ),
  ],
}
