import { describe, expect, it } from 'vitest'
import { videoThumbnail } from './video-thumbnail'

const photo = { file: '/media/demo/exterior-02.jpg', width: 1600, height: 1067 }

describe('videoThumbnail', () => {
  it('is the listing photo from this site, high quality unless asked otherwise', () => {
    expect(videoThumbnail(photo)).toEqual({
      src: '/img/1360/media/demo/exterior-02.jpg.webp',
      srcSet: [
        '/img/400/media/demo/exterior-02.jpg.webp 400w',
        '/img/600/media/demo/exterior-02.jpg.webp 600w',
        '/img/1360/media/demo/exterior-02.jpg.webp 1360w',
        '/img/original/media/demo/exterior-02.jpg.webp 1600w',
      ].join(', '),
      width: 1600,
      height: 1067,
    })
    expect(videoThumbnail(photo, 'low')?.src).toBe('/img/400/media/demo/exterior-02.jpg.webp')
    expect(videoThumbnail(photo, 'medium')?.src).toBe('/img/600/media/demo/exterior-02.jpg.webp')
  })

  it('never asks for a variant wider than the photo', () => {
    const small = { ...photo, width: 500, height: 333 }
    expect(videoThumbnail(small)?.src).toBe('/img/original/media/demo/exterior-02.jpg.webp')
    expect(videoThumbnail(small)?.srcSet).toBe(
      '/img/400/media/demo/exterior-02.jpg.webp 400w, /img/original/media/demo/exterior-02.jpg.webp 500w',
    )
  })

  it('has none for a photo the site does not serve as variants', () => {
    expect(videoThumbnail({ ...photo, file: 'https://i.ytimg.com/vi/x/hqdefault.jpg' })).toBeNull()
  })
})
