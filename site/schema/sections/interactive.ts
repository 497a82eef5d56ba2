import { z } from 'zod'
import { defineSection } from './define.ts'
import { OptionalText, Text } from './shared.ts'

/** The contact form (island) and the contact information block. */
export const contact = defineSection({
  props: z.strictObject({}),
  copy: z.strictObject({
    form: z.strictObject({
      title: Text,
      intro: OptionalText,
      name: Text,
      namePlaceholder: Text,
      email: Text,
      emailPlaceholder: Text,
      company: Text,
      companyPlaceholder: Text,
      optional: Text,
      message: Text,
      messagePlaceholder: Text,
      requiredNote: Text,
      submit: Text,
      sending: Text,
      successTitle: Text,
      successBody: Text,
      errorTitle: Text,
      errorBody: Text,
      errorEmail: Text,
      rateLimitedTitle: Text,
      rateLimitedBody: Text,
      invalidTitle: Text,
      noscript: Text,
      honeypot: Text,
      errors: z.strictObject({
        nameRequired: Text,
        nameTooLong: Text,
        emailRequired: Text,
        emailInvalid: Text,
        emailTooLong: Text,
        companyTooLong: Text,
        messageRequired: Text,
        messageTooLong: Text,
      }),
    }),
    info: z.strictObject({
      title: Text,
      emailLabel: Text,
      hoursLabel: Text,
      hours: Text,
      weekend: Text,
      responseLabel: Text,
      response: Text,
    }),
  }),
})

/** The scheduling widget (island), with its confirmation dialog and fallback. */
export const booking = defineSection({
  props: z.strictObject({}),
  copy: z.strictObject({
    title: Text,
    intro: OptionalText,
    loading: Text,
    frameTitle: Text,
    fallbackTitle: Text,
    fallbackBody: Text,
    fallbackLink: Text,
    dialogTitle: Text,
    dialogBody: Text,
    dialogOk: Text,
    dialogConfirmation: Text,
  }),
})
