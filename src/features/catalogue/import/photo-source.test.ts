import { describe, expect, it } from 'vitest'
import { OutboundError } from '@/server/outbound/outbound-error'
import { photoFailure } from './photo-source'

describe('photoFailure', () => {
  it('says when the photo host is too slow', () => {
    const error = photoFailure(new OutboundError('timeout', 'no answer within 15 s'))
    expect([error.code, error.message, error.params]).toEqual([
      'photoTimeout',
      'download timed out after 15 s',
      { seconds: 15 },
    ])
  })

  it('says when the photo is larger than 15 MB', () => {
    const error = photoFailure(new OutboundError('too-large', 'larger than 15728640 bytes'))
    expect([error.code, error.message]).toEqual(['photoTooLarge', 'is larger than 15 MB'])
  })

  it('names the host a refused download pointed to, and the network failure', () => {
    const refused = photoFailure(
      new OutboundError('refused', 'refused 127.0.0.1:8080: loopback', '127.0.0.1:8080'),
    )
    expect([refused.code, refused.params]).toEqual(['photoRefused', { host: '127.0.0.1:8080' }])
    const down = photoFailure(new OutboundError('network', 'connect ECONNREFUSED 192.0.2.7:443'))
    expect([down.code, down.message]).toEqual([
      'photoDownload',
      'download failed (connect ECONNREFUSED 192.0.2.7:443)',
    ])
  })
})
