/** The product mark: a rounded square with a rising arc. The name beside it is config. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b37e6" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-grad)" />
      <path d="M8 22c3-9 9-13 16-12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="10" r="2.6" fill="#fff" />
    </svg>
  )
}

export function Wordmark({ brand, dark = false }: { brand: string; dark?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span
        className={
          dark ? 'text-lg font-bold tracking-tight text-white' : 'text-lg font-bold tracking-tight text-slate-900'
        }
      >
        {brand}
      </span>
    </span>
  )
}
