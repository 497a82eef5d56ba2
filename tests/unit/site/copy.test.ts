import { describe, expect, it } from 'vitest'
import { getPath, interpolate, resolveCopy, UnknownPlaceholderError, walkStrings } from '../../../site/copy.ts'
import { factPlaceholders } from '../../../locales/placeholders.ts'

describe('copy', () => {
  it('interpolates placeholders and refuses unknown ones', () => {
    expect(interpolate('Over {brandsCount} brands', factPlaceholders('en'))).toBe('Over 200+ brands')
    expect(() => interpolate('{nope}', {}, 'a.b')).toThrow(UnknownPlaceholderError)
  })

  it('gives the first-campaign time in each language, the same range in both', () => {
    expect(factPlaceholders('en').firstCampaign).toBe('24 to 48 hours')
    expect(factPlaceholders('es').firstCampaign).toBe('24 a 48 horas')
  })

  it('resolves a subtree and walks its strings with their keys', () => {
    const tree = { a: { b: 'x {price}', list: ['{demoLong} min'] } }
    expect(resolveCopy(getPath(tree, 'a'), factPlaceholders('en'))).toEqual({ b: 'x $500', list: ['30 min'] })
    const keys: string[] = []
    walkStrings(tree, '', (_v, k) => keys.push(k))
    expect(keys).toEqual(['a.b', 'a.list.0'])
  })
})
