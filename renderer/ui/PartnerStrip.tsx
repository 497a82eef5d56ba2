import { PlatformLogo } from './PlatformLogo.tsx'

/** "Official API partner" strip: Google, Meta, TikTok. */
export function PartnerStrip({ label, dark = false }: { label: string; dark?: boolean }) {
  return (
    <div className="mt-10">
      <p
        className={
          dark
            ? 'text-xs font-semibold tracking-wide text-slate-300 uppercase'
            : 'text-xs font-semibold tracking-wide text-slate-500 uppercase'
        }
      >
        {label}
      </p>
      <ul className="mt-3 flex flex-wrap items-center gap-3">
        {(['google', 'meta', 'tiktok'] as const).map((p) => (
          <li key={p} className="rounded-xl bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200">
            <PlatformLogo platform={p} className="h-6 w-auto" />
          </li>
        ))}
      </ul>
    </div>
  )
}
