import { describe, expect, it } from 'vitest'
import { pagedHref } from './pager'

describe('the address of a page of a list', () => {
  it('keeps the filters that are set, in their order, and numbers the pages past the first', () => {
    const href = pagedHref('/fr/admin/leads/', {
      status: 'new',
      q: '',
      assignee: undefined,
      kind: 'visit',
      page: 3,
    })
    expect(href(1)).toBe('/fr/admin/leads/?status=new&kind=visit')
    expect(href(4)).toBe('/fr/admin/leads/?status=new&kind=visit&page=4')
  })

  it('takes only the named filters, in the order named, and is the bare list without any', () => {
    const filters = { status: 'failed', channel: 'webhook', page: 1 }
    expect(pagedHref('/admin/outbox/', filters, ['channel', 'status'])(2)).toBe(
      '/admin/outbox/?channel=webhook&status=failed&page=2',
    )
    expect(pagedHref('/admin/outbox/', { page: 1 })(1)).toBe('/admin/outbox/')
  })
})
