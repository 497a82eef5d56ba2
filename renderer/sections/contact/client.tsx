import type { Mount } from '../../islands/types.ts'
import { withProps } from '../../islands/with-props.ts'
import { isRecord } from '../../../site/guards.ts'
import { hydrateReact } from '../../islands/react.tsx'
import { ContactForm, type ContactFormProps } from './ContactForm.tsx'

/**
 * The form's props as the server wrote them: each part there with its kind.
 * The texts inside were checked against their schema when the site was built.
 */
const isContactFormProps = (value: unknown): value is ContactFormProps =>
  isRecord(value) &&
  typeof value.idPrefix === 'string' &&
  isRecord(value.text) &&
  isRecord(value.config) &&
  isRecord(value.config.emailjs) &&
  typeof value.config.contactEmail === 'string' &&
  isRecord(value.limits) &&
  typeof value.sendTimeoutSeconds === 'number'

/** Hydrates the form and resolves once React has attached its handlers. */
const mount: Mount<ContactFormProps> = (element, props) =>
  new Promise<void>((resolve, reject) => {
    element.addEventListener('island:ready', () => resolve(), { once: true })
    hydrateReact(element, ContactForm, props).catch(reject)
  })
export default withProps('contact form', isContactFormProps, mount)
