import { usePage } from '../context.tsx'
import { DomIsland } from '../islands/Island.tsx'
import { HOLD_ATTRIBUTE } from '../inline/held-images.ts'
import { EARLY_HOLD_LINK_ATTR } from '../../site/early-interactions.ts'

/**
 * Click-to-play video. The server renders the poster and a play overlay that
 * links to the clip (so it plays without JavaScript too); the island swaps
 * in a <video> with native controls on click. No video byte loads before,
 * and no code either: the island starts when the visitor reaches for it (a
 * tap before it has started is held and replayed), so a page with the video
 * needs no script at load.
 */
export function Video({ label }: { label: string }) {
  const { site, common, lang, textLang } = usePage()
  // The clip shows the product's screens: the ones drawn in the language of the text around it.
  const { src, poster } = site.config.productVideo[textLang ?? lang]
  return (
    <DomIsland
      name="video"
      strategy="interaction"
      props={{ src, label }}
      className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-2xl ring-1 shadow-brand-900/40 ring-white/10"
    >
      <a
        href={src}
        data-video-play
        // A tap before the island has started is held and replayed (site/early-interactions.ts): the clip plays in place.
        {...{ [EARLY_HOLD_LINK_ATTR]: true }}
        {...{ [HOLD_ATTRIBUTE]: '' }}
        className="group absolute inset-0 block"
        aria-label={`${common.video.play}: ${label}`}
      >
        <img
          src={poster}
          alt=""
          width={1280}
          height={720}
          className="size-full object-cover"
          // Lazy even at the top: on a phone the clip sits below the fold, and nothing
          // that first paint does not need should compete with it on a slow network.
          loading="lazy"
          decoding="async"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-ink-950/10 transition-colors group-hover:bg-ink-950/25">
          <span className="flex size-18 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-105">
            <svg viewBox="0 0 24 24" className="ml-1 size-8" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5-11-6.5Z" fill="currentColor" />
            </svg>
          </span>
        </span>
      </a>
    </DomIsland>
  )
}
