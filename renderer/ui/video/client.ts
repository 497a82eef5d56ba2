import type { Mount } from '../../islands/types.ts'
import { withProps } from '../../islands/with-props.ts'
import { isRecord } from '../../../site/guards.ts'

interface VideoProps {
  src: string
  label: string
}

const isVideoProps = (value: unknown): value is VideoProps =>
  isRecord(value) && typeof value.src === 'string' && typeof value.label === 'string'

/** Replaces the poster with a playing <video controls> on the first click. */
const mount: Mount<VideoProps> = (element, { src, label }) => {
  const trigger = element.querySelector<HTMLAnchorElement>('[data-video-play]')
  if (!trigger) throw new Error('video island without its play overlay')
  trigger.addEventListener('click', (event) => {
    event.preventDefault()
    const poster = trigger.querySelector('img')
    const video = document.createElement('video')
    video.src = src
    video.controls = true
    video.playsInline = true
    video.preload = 'auto'
    if (poster) video.poster = poster.currentSrc || poster.src
    video.setAttribute('aria-label', label)
    video.className = 'absolute inset-0 size-full bg-black'
    trigger.replaceWith(video)
    video.focus()
    video.play().catch((error: unknown) => console.error('[video] playback did not start', error))
  })
}
export default withProps('video', isVideoProps, mount)
