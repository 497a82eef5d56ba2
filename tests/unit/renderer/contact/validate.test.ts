import { describe, expect, it } from 'vitest'
import { validateContact } from '../../../../renderer/sections/contact/validate.ts'

const limits = { name: 100, email: 254, company: 100, message: 5000 }
const ok = { name: 'Ana Ruiz', email: 'ana@empresa.mx', company: '', message: 'Hola' }

describe('contact form validation', () => {
  it('accepts a complete message, company optional', () => {
    expect(validateContact(ok, limits)).toEqual({})
  })
  it('treats whitespace-only as empty', () => {
    expect(validateContact({ ...ok, name: '   ', message: '\n\t ' }, limits)).toEqual({
      name: 'nameRequired',
      message: 'messageRequired',
    })
  })
  it('checks the email shape', () => {
    for (const email of ['ana', 'ana@', 'ana@x', 'a b@x.io'])
      expect(validateContact({ ...ok, email }, limits).email).toBe('emailInvalid')
    expect(validateContact({ ...ok, email: '' }, limits).email).toBe('emailRequired')
  })
  it('enforces the maximum lengths', () => {
    expect(validateContact({ ...ok, name: 'x'.repeat(101) }, limits).name).toBe('nameTooLong')
    expect(validateContact({ ...ok, company: 'x'.repeat(101) }, limits).company).toBe('companyTooLong')
    expect(validateContact({ ...ok, message: 'x'.repeat(5001) }, limits).message).toBe('messageTooLong')
    expect(validateContact({ ...ok, message: 'x'.repeat(5000) }, limits)).toEqual({})
    // The limit itself is accepted: the messages say "to 100 characters or fewer" («hasta 100 caracteres»).
    expect(validateContact({ ...ok, name: 'x'.repeat(100), company: 'x'.repeat(100) }, limits)).toEqual({})
  })
})
