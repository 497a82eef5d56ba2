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
      /** Why, in plain words: the service refused it, no connection, no answer in time. */
      errorRejected: Text,
      errorNetwork: Text,
      errorTimeout: Text,
      /** The message is still there: said with every failure. */
      keptNote: Text,
      retry: Text,
      /** The mail link's text, which names the address; the link carries the subject and the message. */
      emailInstead: Text,
      mailSubject: Text,
      /** Ends a message cut to fit in the mail link. */
      mailCut: Text,
      offlineTitle: Text,
      offlineBody: Text,
      rateLimitedTitle: Text,
      rateLimitedBody: Text,
      /** The note above a form filled from a kept draft, and its button. */
      draftRestored: Text,
      draftClear: Text,
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
    /** Under the form, where data is given: what it is used for, with a link to the privacy policy. */
    privacy: Text,
    /** Beside it with JavaScript on: the draft stays in this tab (renderer/sections/contact/draft.ts). */
    draftNote: Text,
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
    /** Before the calendar loads: nothing of the scheduler's is fetched until the visitor asks (or has consented). */
    askBody: Text,
    /** The button that loads the calendar ("Show the calendar"). */
    show: Text,
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
