import { Clock, Mail, MessageCircle, type LucideIcon } from 'lucide-react'
import { usePage } from '../../context.tsx'
import { contactDraftScript } from '../../inline/scripts.ts'
import { ReactIsland } from '../../islands/Island.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { Section } from '../../ui/Section.tsx'
import type { SectionRenderProps } from '../types.ts'
import { ContactForm } from './ContactForm.tsx'

/**
 * The contact form (React island, hydrated on first interaction), the note
 * on what is done with what is sent, and the contact details. The inline
 * script right after the island keeps what the visitor types in this tab
 * from the first paint (./draft.ts); the island's class names the group
 * whose `data-draft` shows the form's "we kept your message" note.
 */
export function Contact({ copy, anchor }: SectionRenderProps<'contact'>) {
  const { site } = usePage()
  const { contactForm } = site.facts
  const email = site.config.contactEmail
  const info = copy.info
  return (
    <Section tone="muted" id={anchor ?? 'get-in-touch'} labelledBy="contact-form-title" className="pt-10 sm:pt-14">
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <ReactIsland
            name="contactForm"
            strategy="interaction"
            className="group/contact"
            component={ContactForm}
            props={{
              idPrefix: 'contact',
              text: copy.form,
              config: { emailjs: site.config.emailjs, contactEmail: email },
              limits: {
                name: contactForm.nameMax,
                email: contactForm.emailMax,
                company: contactForm.companyMax,
                message: contactForm.messageMax,
              },
              sendTimeoutSeconds: contactForm.sendTimeoutSeconds,
            }}
          />
          <script dangerouslySetInnerHTML={{ __html: contactDraftScript(site.memo) }} />
          <div className="hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 no-js:block">
            <h2 id="contact-nojs-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {copy.form.title}
            </h2>
            <p className="mt-3 text-slate-700">
              {copy.form.noscript}{' '}
              <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {email}
              </a>
            </p>
          </div>
          <p className="rich mt-4 px-1 text-sm text-slate-700">
            <RichText text={copy.privacy} /> <span className="no-js:hidden">{copy.draftNote}</span>
          </p>
        </div>
        <aside
          aria-labelledby="contact-info-title"
          className="on-dark self-start rounded-2xl bg-ink-900 p-6 text-white sm:p-8"
        >
          <h2 id="contact-info-title" className="text-xl font-bold">
            {info.title}
          </h2>
          <dl className="mt-6 space-y-6">
            <div className="relative pl-9">
              <InfoTerm icon={Mail} label={info.emailLabel} />
              <dd className="mt-1">
                {/* A block as tall as its line: a 24 px target, where the text alone is 19 px. */}
                <a
                  href={`mailto:${email}`}
                  className="inline-block font-semibold break-all text-white underline underline-offset-2"
                >
                  {email}
                </a>
              </dd>
            </div>
            <div className="relative pl-9">
              <InfoTerm icon={Clock} label={info.hoursLabel} />
              <dd className="mt-1">{info.hours}</dd>
              <dd className="mt-1 text-slate-300">{info.weekend}</dd>
            </div>
            <div className="relative pl-9">
              <InfoTerm icon={MessageCircle} label={info.responseLabel} />
              <dd className="mt-1">{info.response}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </Section>
  )
}

/** One term of the contact details, its icon in the margin. */
function InfoTerm({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <dt className="text-sm font-semibold text-slate-300">
      <Icon className="absolute top-0.5 left-0 size-5 text-accent-300" aria-hidden="true" />
      {label}
    </dt>
  )
}
