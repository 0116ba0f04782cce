import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { expect, test } from './fixtures'
import { loadListings, publicTemplates } from './public-templates'
import { languages } from './site-pages'

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

/** Every element under `node`, in document order. */
function elements(node: Node): DefaultTreeAdapterTypes.Element[] {
  const children = 'childNodes' in node ? node.childNodes : []
  const content =
    node.nodeName === 'template'
      ? (node as DefaultTreeAdapterTypes.Template).content.childNodes
      : []
  return [...children, ...content].flatMap((child) =>
    'tagName' in child ? [child, ...elements(child)] : elements(child),
  )
}

const attribute = (element: DefaultTreeAdapterTypes.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value

/** What the HTML parser makes of the page: the elements of its head and of its body. */
function parts(html: string) {
  const root = elements(parse(html))
  const find = (name: string) => root.find((element) => element.tagName === name)!
  return { head: elements(find('head')), body: elements(find('body')), all: root }
}

// Metadata elements belong in <head>: streamed after it, a slow page's land in <body>.
const metadata = (element: DefaultTreeAdapterTypes.Element) =>
  element.tagName === 'title' ||
  (element.tagName === 'meta' && attribute(element, 'itemprop') === undefined) ||
  (element.tagName === 'link' && /canonical|alternate/.test(attribute(element, 'rel') ?? ''))

for (const template of publicTemplates) {
  test(`${template.name}: the server's HTML has its metadata in <head> and no empty form action`, async ({
    request,
  }) => {
    const listings = await loadListings()
    for (const lang of languages) {
      const url = template.url(lang, listings)
      const response = await request.get(url)
      const html = await response.text()
      const { head, body, all } = parts(html)
      expect(
        head.filter((element) => element.tagName === 'title'),
        url,
      ).toHaveLength(1)
      expect(
        body.filter(metadata).map((element) => element.tagName),
        `${url}: metadata in <body>`,
      ).toEqual([])
      const forms = all.filter((element) => element.tagName === 'form')
      expect(
        forms.filter((form) => attribute(form, 'action') === ''),
        `${url}: <form action="">`,
      ).toEqual([])
      expect(html).not.toMatch(/\saction=""/)
    }
  })
}
