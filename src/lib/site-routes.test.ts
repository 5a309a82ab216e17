import { describe, expect, it } from 'vitest'
import {
  basepathFor,
  htmlFileFor,
  languageOf,
  localizedPath,
  routeOf,
  shellFileFor,
} from './site-routes'

describe('the language of a path', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services', 'en', '/services'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/services', 'fr', '/services'],
    ['/fr/services?reserve=1', 'fr', '/services?reserve=1'],
    ['/french', 'en', '/french'],
    ['/en/services', 'en', '/en/services'],
  ])('%s is in %s, route %s', (path, language, route) => {
    expect(languageOf(path)).toBe(language)
    expect(routeOf(path)).toBe(route)
  })

  it('writes a route in a language, and names its built file', () => {
    expect(localizedPath('/services', 'en')).toBe('/services')
    expect(localizedPath('/services', 'fr')).toBe('/fr/services')
    expect(localizedPath('/', 'fr')).toBe('/fr/')
    expect([basepathFor('en'), basepathFor('fr')]).toEqual(['/', '/fr'])
    expect(htmlFileFor('/', 'fr')).toBe('fr/index.html')
    expect(htmlFileFor('/about-us')).toBe('about-us.html')
    expect([shellFileFor('en'), shellFileFor('fr')]).toEqual(['shell.html', 'fr/shell.html'])
  })
})
