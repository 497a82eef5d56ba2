import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { PublicConfig } from '../../../site/schema/config.ts'
import { ISLAND_SELECTOR } from '../../../site/islands.ts'
import type { SectionCopy } from '../../../site/schema/sections/index.ts'
import { useDelivery } from './delivery.ts'
import { DRAFT_ATTR, DRAFT_FIELDS, clearDraft, valuesOf } from './draft.ts'
import { mailtoHref } from './mailto.ts'
import { Notices } from './Notices.tsx'
import { validateContact, type ErrorKey, type Field, type Limits } from './validate.ts'

export interface ContactFormProps {
  idPrefix: string
  text: SectionCopy<'contact'>['form']
  config: Pick<PublicConfig, 'emailjs' | 'contactEmail'>
  limits: Limits
  /** A send with no answer after this long is reported as unanswered. */
  sendTimeoutSeconds: number
}

const FIELDS: readonly Field[] = DRAFT_FIELDS

const inputClass =
  'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-600'

/**
 * The contact form. Inputs are uncontrolled: whatever the visitor typed,
 * before or after hydration, stays in the DOM until a send succeeds, and in
 * this tab's storage until then too (./draft.ts, kept from the first paint by
 * the inline script after the island).
 */
export function ContactForm({ idPrefix, text, config, limits, sendTimeoutSeconds }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorKey>>>({})
  const id = (field: string) => `${idPrefix}-${field}`

  /** Empties the form, its kept draft and the note that offered to clear it. */
  const blank = () => {
    formRef.current?.reset()
    clearDraft()
    formRef.current?.closest(ISLAND_SELECTOR)?.removeAttribute(DRAFT_ATTR)
    setErrors({})
  }
  const { status, submit, reset, pretendSent } = useDelivery({
    config,
    timeoutMs: sendTimeoutSeconds * 1000,
    onSent: blank,
  })

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // Our own messages (in the page's language) replace the browser's bubbles.
    form.noValidate = true
    form.closest(ISLAND_SELECTOR)?.dispatchEvent(new Event('island:ready'))
  }, [])

  /** The form's message, checked; null (and the first invalid field focused) when a field is invalid. */
  const compose = () => {
    const form = formRef.current
    if (!form) return null
    const values = valuesOf(form)
    const found = validateContact(values, limits)
    setErrors(found)
    const firstInvalid = FIELDS.find((f) => found[f])
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return null
    }
    return {
      from_name: values.name.trim(),
      from_email: values.email.trim(),
      company: values.company.trim(),
      message: values.message.trim(),
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Honeypot: people never see this field; bots fill it. Drop silently.
    if (String(new FormData(event.currentTarget).get('website') ?? '') !== '') return pretendSent()
    submit(compose)
  }

  function onInput(field: Field) {
    if (!errors[field] || !formRef.current) return
    const next = validateContact(valuesOf(formRef.current), limits)
    setErrors((current) => ({ ...current, [field]: next[field] }))
  }

  function clearForm() {
    blank()
    reset()
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus()
  }

  const mailto = () =>
    mailtoHref(
      config.contactEmail,
      formRef.current ? valuesOf(formRef.current) : { name: '', email: '', company: '', message: '' },
      { subject: text.mailSubject, cut: text.mailCut },
    )

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined

  const label = (field: Field, title: string, required: boolean) => (
    <label htmlFor={id(field)} className="block text-sm font-semibold text-slate-900">
      {title}
      {required ? (
        <span className="text-rose-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600"> ({text.optional})</span>
      )}
    </label>
  )

  const error = (field: Field) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="mt-2 text-sm font-medium text-rose-700">
        {text.errors[errors[field]!]}
      </p>
    ) : null

  const busy = status.kind === 'sending'
  return (
    <form
      ref={formRef}
      id={id('form')}
      aria-labelledby={id('form-title')}
      onSubmit={onSubmit}
      className="relative space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 no-js:hidden sm:p-8"
    >
      <div>
        <h2 id={id('form-title')} className="text-2xl font-bold tracking-tight text-slate-900">
          {text.title}
        </h2>
        {text.intro ? <p className="mt-2 text-slate-600">{text.intro}</p> : null}
        <p id={id('required-note')} className="mt-2 text-sm text-slate-600">
          {text.requiredNote}
        </p>
        <div
          data-draft-note=""
          className="mt-4 hidden flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-900 ring-1 ring-brand-200 group-data-[draft]/contact:flex"
        >
          <p>{text.draftRestored}</p>
          <button
            type="button"
            onClick={clearForm}
            disabled={busy}
            className="min-h-11 font-semibold text-brand-800 underline underline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {text.draftClear}
          </button>
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          {label('name', text.name, true)}
          <input
            id={id('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={limits.name + 50}
            placeholder={text.namePlaceholder}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onInput={() => onInput('name')}
            className={inputClass}
          />
          {error('name')}
        </div>
        <div>
          {label('email', text.email, true)}
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={text.emailPlaceholder}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onInput={() => onInput('email')}
            className={inputClass}
          />
          {error('email')}
        </div>
      </div>
      <div>
        {label('company', text.company, false)}
        <input
          id={id('company')}
          name="company"
          type="text"
          autoComplete="organization"
          placeholder={text.companyPlaceholder}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy('company')}
          onInput={() => onInput('company')}
          className={inputClass}
        />
        {error('company')}
      </div>
      <div>
        {label('message', text.message, true)}
        <textarea
          id={id('message')}
          name="message"
          required
          rows={6}
          placeholder={text.messagePlaceholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          onInput={() => onInput('message')}
          className={`${inputClass} min-h-[120px] resize-y`}
        />
        {error('message')}
      </div>
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>{text.honeypot}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-4">
        <button
          type="submit"
          disabled={busy}
          aria-disabled={busy || undefined}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/70 sm:self-start"
        >
          {busy ? (
            <svg viewBox="0 0 24 24" className="size-5 animate-spin" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          ) : null}
          {busy ? text.sending : text.submit}
        </button>
        <Notices status={status} text={text} mailto={mailto} retry={() => formRef.current?.requestSubmit()} />
      </div>
    </form>
  )
}
