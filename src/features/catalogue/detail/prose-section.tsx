import styles from './detail.module.css'

/** A titled block of paragraphs: a listing's description, a project's delivery or situation. */
export function ProseSection({
  headingId,
  title,
  paragraphs,
}: {
  headingId: string
  title: string
  paragraphs: string[]
}) {
  if (paragraphs.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className={styles.prose}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  )
}
