import type { ReactNode } from 'react'
import { RichText } from './RichText.tsx'
import { cx } from './cx.ts'

export type Tone = 'light' | 'muted' | 'dark'

const TONES: Record<Tone, string> = {
  light: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'on-dark bg-ink-950 text-white',
}

/** The outer box of a section: background tone, vertical rhythm, a labelled region. */
export function Section({
  tone = 'light',
  id,
  labelledBy,
  className,
  children,
}: {
  tone?: Tone
  id?: string | undefined
  labelledBy?: string
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx(TONES[tone], 'py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
    </section>
  )
}

/** Eyebrow, heading and intro of a section. The first section of a page gets the h1. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  tone = 'light',
  align = 'center',
}: {
  id: string
  eyebrow?: string | undefined
  title: string
  intro?: string | undefined
  level?: 1 | 2
  tone?: Tone
  align?: 'center' | 'start'
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const dark = tone === 'dark'
  return (
    <div className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cx('text-sm font-semibold tracking-wide uppercase', dark ? 'text-accent-300' : 'text-brand-700')}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cx(
          'mt-2 font-bold tracking-tight text-balance',
          level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={cx('rich mt-4 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
          <RichText text={intro} />
        </p>
      ) : null}
    </div>
  )
}

/** The copy of a section's header. */
export interface HeaderCopy {
  eyebrow?: string | undefined
  title: string
  intro?: string | undefined
}

/**
 * A section opened by its copy's eyebrow, title and intro, the region named
 * by that title: the frame most sections share, written once.
 */
export function HeadedSection({
  uid,
  copy,
  level,
  tone,
  id,
  children,
}: {
  /** The section's unique id on the page; its heading is `<uid>-title`. */
  uid: string
  copy: HeaderCopy
  level: 1 | 2
  tone?: Tone | undefined
  id?: string | undefined
  children: ReactNode
}) {
  return (
    <Section tone={tone} id={id} labelledBy={`${uid}-title`}>
      <SectionHeader
        id={`${uid}-title`}
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        level={level}
        tone={tone}
      />
      {children}
    </Section>
  )
}
