// The path as the router and the file server read it: the staff rules are decided on it (issue 37).
import { describe, expect, it } from 'vitest'
import { isUnder, normalisedPath } from './paths'

describe('normalisedPath', () => {
  it.each([
    ['/api/staff/people', '/api/staff/people'],
    ['/api/staff/people?x=/staff', '/api/staff/people'],
    ['/api/%73taff/people', '/api/staff/people'],
    ['/api//staff///people', '/api/staff/people'],
    ['//staff/people', '/staff/people'],
    ['/api/./staff/people', '/api/staff/people'],
    ['/api/x/../staff/people', '/api/staff/people'],
    ['/api/x/%2e%2e/staff/people', '/api/staff/people'],
    ['/../../staff/', '/staff/'],
    ['/api/staff%2Fpeople', '/api/staff/people'],
    ['/api/%zz/people', '/api/%zz/people'],
    ['/', '/'],
  ])('%s is %s', (url, path) => {
    expect(normalisedPath(url)).toBe(path)
  })

  it('keeps a prefix to whole segments', () => {
    expect(isUnder('/staff', '/staff')).toBe(true)
    expect(isUnder('/staff', '/staff/x')).toBe(true)
    expect(isUnder('/staff', '/staffroom')).toBe(false)
    expect(isUnder('/staff', undefined)).toBe(false)
  })
})
