import { Counter } from './counter'

export const dynamic = 'force-static'

const sections = Array.from({ length: 40 }, (_, index) => index + 1)

/** Some 180 elements of text and links, and one client component. */
export default function Page() {
  return (
    <main>
      <h1>The least page Next.js serves</h1>
      <Counter />
      {sections.map((section) => (
        <section key={section}>
          <h2>Section {section}</h2>
          <p>
            A paragraph of plain text with a link, as a page of the site has many.{' '}
            <a href={`/section/${section}/`}>Section {section}</a>
          </p>
        </section>
      ))}
    </main>
  )
}
