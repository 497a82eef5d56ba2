import type { Mount } from '../../islands/types.ts'
import { hydrateReact } from '../../islands/react.tsx'
import { ContactForm, type ContactFormProps } from './ContactForm.tsx'

/** Hydrates the form and resolves once React has attached its handlers. */
const mount: Mount<ContactFormProps> = (element, props) =>
  new Promise<void>((resolve, reject) => {
    element.addEventListener('island:ready', () => resolve(), { once: true })
    hydrateReact(element, ContactForm, props).catch(reject)
  })
export default mount
