import { describe, expect, it } from 'vitest'
import { SECTION_TYPES } from '../../../site/schema/sections/index.ts'
import { registry } from '../../../renderer/sections/registry.tsx'

describe('section registry', () => {
  it('has exactly one component per section type', () => {
    expect(Object.keys(registry).sort()).toEqual([...SECTION_TYPES].sort())
    for (const type of SECTION_TYPES) expect(typeof registry[type]).toBe('function')
  })
})
