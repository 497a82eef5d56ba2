/** Field rules of the contact form (issue 5), shared by the form and its tests. */
export type Field = 'name' | 'email' | 'company' | 'message'

export interface Limits {
  name: number
  email: number
  company: number
  message: number
}

export type ErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'messageRequired'
  | 'messageTooLong'

/** A practical email check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function validateContact(values: Record<Field, string>, limits: Limits): Partial<Record<Field, ErrorKey>> {
  const v = {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  }
  const errors: Partial<Record<Field, ErrorKey>> = {}
  if (!v.name) errors.name = 'nameRequired'
  else if (v.name.length > limits.name) errors.name = 'nameTooLong'
  if (!v.email) errors.email = 'emailRequired'
  else if (v.email.length > limits.email) errors.email = 'emailTooLong'
  else if (!EMAIL.test(v.email)) errors.email = 'emailInvalid'
  if (v.company.length > limits.company) errors.company = 'companyTooLong'
  if (!v.message) errors.message = 'messageRequired'
  else if (v.message.length > limits.message) errors.message = 'messageTooLong'
  return errors
}
