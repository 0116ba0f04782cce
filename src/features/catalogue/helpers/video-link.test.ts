import { describe, expect, it } from 'vitest'
import { parseVideoLink } from './video-link'

const nocookie = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'

describe('parseVideoLink: video files', () => {
  it.each([
    ['https://cdn.example.be/tour/house.mp4'],
    ['https://cdn.example.be/tour/house.MOV'],
    ['https://cdn.example.be/tour/house.wmv'],
    ['https://cdn.example.be/tour/house.avi'],
    ['https://cdn.example.be/tour/house.flv'],
    ['https://cdn.example.be/tour/house.webm'],
  ])('recognises %s by its file type', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'file', embedUrl: url })
  })

  it('ignores a query string after the file name', () => {
    expect(parseVideoLink('https://cdn.example.be/a.mp4?v=2')).toEqual({
      kind: 'file',
      embedUrl: 'https://cdn.example.be/a.mp4?v=2',
    })
  })

  it('does not take other files or look-alike names', () => {
    expect(parseVideoLink('https://cdn.example.be/plan.pdf')).toBeNull()
    expect(parseVideoLink('https://cdn.example.be/video.mp4.html')).toBeNull()
    expect(parseVideoLink('https://cdn.example.be/mp4')).toBeNull()
  })
})

describe('parseVideoLink: YouTube', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ'],
    ['  http://www.youtube.com/watch?v=dQw4w9WgXcQ  '],
  ])('reads the 11-character id from %s', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: nocookie })
  })

  it('keeps - and _ in ids', () => {
    expect(parseVideoLink('https://youtu.be/a-b_c-d_e-f')).toMatchObject({ id: 'a-b_c-d_e-f' })
  })

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQx'],
    ['https://www.youtube.com/@agency'],
    ['https://www.youtube.com/'],
    ['https://youtu.be/'],
  ])('rejects %s', (url) => {
    expect(parseVideoLink(url)).toBeNull()
  })
})

describe('parseVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871'],
    ['https://www.vimeo.com/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871'],
    ['https://player.vimeo.com/video/76979871'],
  ])('reads the numeric id from %s', (url) => {
    expect(parseVideoLink(url)).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    })
  })

  it('keeps the privacy hash of unlisted videos', () => {
    const embedUrl = 'https://player.vimeo.com/video/76979871?dnt=1&h=a1b2c3d4e5'
    expect(parseVideoLink('https://vimeo.com/76979871/a1b2c3d4e5')).toMatchObject({ embedUrl })
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toMatchObject({
      embedUrl,
    })
  })

  it('rejects Vimeo pages without a video id', () => {
    expect(parseVideoLink('https://vimeo.com/agency')).toBeNull()
  })
})

describe('parseVideoLink: Facebook', () => {
  it('reads page videos, watch links and reels', () => {
    expect(parseVideoLink('https://www.facebook.com/AgencyPage/videos/1234567890/')).toEqual({
      kind: 'facebook',
      id: '1234567890',
      embedUrl:
        'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2FAgencyPage%2Fvideos%2F1234567890%2F',
    })
    expect(parseVideoLink('https://www.facebook.com/watch/?v=1234567890')).toEqual({
      kind: 'facebook',
      id: '1234567890',
      embedUrl:
        'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890',
    })
    expect(parseVideoLink('https://m.facebook.com/reel/987654321')).toMatchObject({
      kind: 'facebook',
      id: '987654321',
    })
  })

  it('reads fb.watch short links', () => {
    expect(parseVideoLink('https://fb.watch/aBc12_dE/')).toEqual({
      kind: 'facebook',
      id: 'aBc12_dE',
      embedUrl:
        'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2FaBc12_dE%2F',
    })
  })

  it('rejects Facebook pages that are not videos', () => {
    expect(parseVideoLink('https://www.facebook.com/AgencyPage')).toBeNull()
    expect(parseVideoLink('https://www.facebook.com/watch/?v=abc')).toBeNull()
    expect(parseVideoLink('https://fb.watch/')).toBeNull()
  })
})

describe('parseVideoLink: virtual tours', () => {
  it('reads Matterport models', () => {
    expect(parseVideoLink('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1')).toEqual({
      kind: 'matterport',
      id: 'SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    })
    expect(parseVideoLink('https://my.matterport.com/show/')).toBeNull()
    expect(parseVideoLink('https://matterport.com/show/?m=SxQL3iGyoDo')).toBeNull()
  })

  it('reads Kuula tours and collections', () => {
    expect(parseVideoLink('https://kuula.co/share/N1QHn?fs=1')).toEqual({
      kind: 'kuula',
      id: 'N1QHn',
      embedUrl: 'https://kuula.co/share/N1QHn',
    })
    expect(parseVideoLink('https://kuula.co/share/collection/7lVBq')).toEqual({
      kind: 'kuula',
      id: '7lVBq',
      embedUrl: 'https://kuula.co/share/collection/7lVBq',
    })
    expect(parseVideoLink('https://kuula.co/profile/agency')).toBeNull()
  })

  it('reads Nodalview tours', () => {
    expect(parseVideoLink('https://nodalview.com/aB3dE5fG?viewer=mls')).toEqual({
      kind: 'nodalview',
      id: 'aB3dE5fG',
      embedUrl: 'https://nodalview.com/aB3dE5fG',
    })
    expect(parseVideoLink('https://www.nodalview.com/aB3dE5fG')).toMatchObject({ id: 'aB3dE5fG' })
    expect(parseVideoLink('https://nodalview.com/')).toBeNull()
    expect(parseVideoLink('https://nodalview.com/blog/post')).toBeNull()
  })
})

describe('parseVideoLink: everything else', () => {
  it.each([
    [''],
    ['   '],
    ['not a link at all'],
    ['javascript:alert(1)//.mp4'],
    ['ftp://cdn.example.be/a.mp4'],
    ['data:video/mp4;base64,AAAA'],
    ['https://www.example.be/'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
  ])('gives null for %j', (input) => {
    expect(parseVideoLink(input)).toBeNull()
  })
})
