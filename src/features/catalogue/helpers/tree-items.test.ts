import { describe, expect, it } from 'vitest'
import { buildTree, type TreeNode, type TreeSourceRow } from './tree-items'

/** The tree as nested [label, children] pairs, easy to compare. */
const shape = (nodes: TreeNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.label, shape(node.children)] : node.label))

describe('buildTree', () => {
  const rows: TreeSourceRow[] = [
    { ID: 1, ParentID: null, Name: { nl: 'Huis', fr: 'Maison', EN: 'House' }, WebID: 1 },
    { ID: 11, ParentID: 1, Name: { nl: 'Villa', fr: 'Villa' }, WebID: 1 },
    { ID: 2, ParentID: 0, Name: 'Appartement', WebID: 2 },
    { ID: 21, ParentID: 2, Name: { nl: 'Studio', fr: 'Studio' }, WebID: 2 },
    { ID: 12, ParentID: 1, Name: { nl: 'Rijwoning', fr: 'Maison mitoyenne' }, WebID: 1 },
  ]

  it('turns ID, ParentID, Name and WebID into id, parentid, value, label, item and children', () => {
    const [house] = buildTree(rows, 'nl')
    expect(house).toEqual({
      id: 1,
      parentid: null,
      value: '1',
      label: 'Huis',
      item: rows[0],
      children: [
        { id: 11, parentid: 1, value: '11', label: 'Villa', item: rows[1], children: [] },
        { id: 12, parentid: 1, value: '12', label: 'Rijwoning', item: rows[4], children: [] },
      ],
    })
  })

  it('nests in row order and treats 0 and null as "no parent"', () => {
    expect(shape(buildTree(rows, 'nl'))).toEqual([
      ['Huis', ['Villa', 'Rijwoning']],
      ['Appartement', ['Studio']],
    ])
  })

  it('localizes labels with the language, its upper-case key and the fallback', () => {
    expect(shape(buildTree(rows, 'fr'))).toEqual([
      ['Maison', ['Villa', 'Maison mitoyenne']],
      ['Appartement', ['Studio']],
    ])
    // 'en' is found as 'EN'; the children have no English and use the Dutch fallback.
    expect(shape(buildTree(rows, 'en', 'nl'))).toEqual([
      ['House', ['Villa', 'Rijwoning']],
      ['Appartement', ['Studio']],
    ])
    expect(buildTree([{ ID: 5, Name: null }], 'nl')[0]?.label).toBe('')
  })

  it('makes rows whose parent is missing roots', () => {
    const tree = buildTree(
      [
        { ID: 1, Name: 'A' },
        { ID: 2, ParentID: 99, Name: 'Orphan' },
        { ID: 3, ParentID: 2, Name: 'Orphan child' },
      ],
      'nl',
    )
    expect(shape(tree)).toEqual(['A', ['Orphan', ['Orphan child']]])
    expect(tree[1]?.parentid).toBeNull()
  })

  it('matches ids given as text and as numbers', () => {
    const tree = buildTree(
      [
        { ID: '1', ParentID: '', Name: 'A' },
        { ID: 2, ParentID: '1', Name: 'B' },
        { ID: '3', ParentID: 1, Name: 'C' },
      ],
      'nl',
    )
    expect(shape(tree)).toEqual([['A', ['B', 'C']]])
    expect(tree[0]?.children[1]?.parentid).toBe('1')
  })

  it('breaks a self-reference', () => {
    expect(shape(buildTree([{ ID: 7, ParentID: 7, Name: 'Self' }], 'nl'))).toEqual(['Self'])
  })

  it('breaks a cycle at the first row of it and keeps every row once', () => {
    // A → B → C → A (each row's parent is the next).
    const tree = buildTree(
      [
        { ID: 'a', ParentID: 'b', Name: 'A' },
        { ID: 'b', ParentID: 'c', Name: 'B' },
        { ID: 'c', ParentID: 'a', Name: 'C' },
      ],
      'nl',
    )
    expect(shape(tree)).toEqual([['A', [['C', ['B']]]]])
  })

  it('breaks a cycle that a row only hangs below', () => {
    // D hangs under E; E and F point at each other.
    const tree = buildTree(
      [
        { ID: 'd', ParentID: 'e', Name: 'D' },
        { ID: 'e', ParentID: 'f', Name: 'E' },
        { ID: 'f', ParentID: 'e', Name: 'F' },
      ],
      'nl',
    )
    expect(shape(tree)).toEqual([['E', ['D', 'F']]])
  })

  it('keeps the first row of a repeated id', () => {
    expect(
      shape(
        buildTree(
          [
            { ID: 1, Name: 'First' },
            { ID: 1, Name: 'Second' },
          ],
          'nl',
        ),
      ),
    ).toEqual(['First'])
  })

  it('gives an empty tree for no rows', () => {
    expect(buildTree([], 'nl')).toEqual([])
  })

  it('handles a long chain without recursion limits', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => ({ ID: i + 1, ParentID: i, Name: `${i}` }))
    let node = buildTree(chain, 'nl')[0]
    let depth = 0
    while (node) {
      depth += 1
      node = node.children[0]
    }
    expect(depth).toBe(5000)
  })
})
