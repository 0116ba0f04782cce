import { getTranslations } from 'next-intl/server'
import { formatDate } from '@/lib/format/date-format'
import type { Language } from '@/lib/i18n/languages'
import { JsonLd } from '@/lib/html/json-ld'
import { publishedTestimonials, type PublishedTestimonial } from './published-testimonials.server'
import { testimonialImageSize } from './testimonial-image.server'
import styles from './testimonials.module.css'

/**
 * Published testimonials as cards; each quote keeps the language it was written in. The cards
 * shown are also schema.org reviews of the agency (`agencyName`).
 */
export async function TestimonialList({
  lang,
  limit,
  headingLevel,
  agencyName,
}: {
  lang: Language
  limit: number
  headingLevel: 'h2' | 'h3'
  agencyName: string
}) {
  const [items, t] = await Promise.all([
    publishedTestimonials(limit),
    getTranslations({ locale: lang, namespace: 'testimonials' }),
  ])
  if (items.length === 0) return <p>{t('empty')}</p>
  const Heading = headingLevel === 'h2' ? 'h3' : 'h4'
  return (
    <>
      <JsonLd data={reviewsJsonLd(items, agencyName)} />
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            <figure>
              {item.image && (
                // eslint-disable-next-line @next/next/no-img-element -- already a small WebP
                <img
                  className={styles.photo}
                  src={`/testimonial-images/${item.image}`}
                  alt={t('photoOf', { name: item.name })}
                  width={testimonialImageSize}
                  height={testimonialImageSize}
                  loading="lazy"
                />
              )}
              <blockquote lang={item.locale}>
                <p>{item.comment}</p>
              </blockquote>
              <figcaption>
                <Heading className={styles.name}>{item.name}</Heading>
                {item.aboutYou && <p className={styles.about}>{item.aboutYou}</p>}
                {item.website && /^https?:\/\//.test(item.website) && (
                  <p className={styles.about}>
                    <a href={item.website} target="_blank" rel="nofollow ugc noopener noreferrer">
                      {t('website', { name: item.name })}
                    </a>
                  </p>
                )}
                <p className={styles.date}>
                  {t('postedOn', { date: formatDate(item.postedAt, lang) })}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}

function reviewsJsonLd(items: PublishedTestimonial[], agencyName: string) {
  const agency = { '@type': 'RealEstateAgent', name: agencyName }
  return items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    itemReviewed: agency,
    author: { '@type': 'Person', name: item.name },
    reviewBody: item.comment,
    inLanguage: item.locale,
    datePublished: item.postedAt.toISOString().slice(0, 10),
  }))
}
