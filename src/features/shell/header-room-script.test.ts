import { describe, expect, it } from 'vitest'
import { headerRoomScript } from './header-room-script'

/** Runs the inline script after a wrapper whose header is `height` px tall, or after nothing. */
function run(height: number | null) {
  const written = new Map<string, string>()
  const wrapper =
    height === null ? null : { style: { height: '' }, firstElementChild: { offsetHeight: height } }
  const document = {
    currentScript: { previousElementSibling: wrapper },
    documentElement: {
      style: { setProperty: (name: string, value: string) => written.set(name, value) },
    },
  }
  new Function('document', headerRoomScript())(document)
  return { wrapperHeight: wrapper?.style.height, root: Object.fromEntries(written) }
}

describe('headerRoomScript', () => {
  it('keeps the header’s room and gives the root its height', () => {
    expect(run(73)).toEqual({ wrapperHeight: '73px', root: { '--header-height': '73px' } })
  })

  it('does nothing where no header precedes it', () => {
    expect(run(null)).toEqual({ wrapperHeight: undefined, root: {} })
  })
})
