import { getTranslations } from 'next-intl/server'
import type { Photo } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import { DetailImage, photoHref, photoSources } from './detail-image'
import { Lightbox } from './lightbox'
import styles from './detail.module.css'
import gallery from './gallery.module.css'

/**
 * The listing's floor plans, apart from its photos: each a large image that opens the photo
 * viewer with the plans only. Printed each on a page of its own (print.css).
 */
export async function FloorPlans({
  plans,
  title,
  lang,
}: {
  plans: Photo[]
  title: string
  lang: Language
}) {
  if (plans.length === 0) return null
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  const count = plans.length
  const alts = plans.map(
    (plan, index) =>
      plan.alt?.[lang]?.trim() || t('media.floorPlanAlt', { title, index: index + 1, count }),
  )
  return (
    <section
      className={styles.section}
      aria-labelledby="property-floor-plans"
      data-print="floor-plans"
    >
      <h2 id="property-floor-plans">{t('media.floorPlans')}</h2>
      <Lightbox
        photos={plans.map((plan, index) => ({
          ...photoSources(plan),
          width: plan.width,
          height: plan.height,
          alt: alts[index]!,
        }))}
        labels={{
          label: t('media.floorPlansViewer', { title }),
          close: t('lightbox.close'),
          previous: t('media.floorPlanPrevious'),
          next: t('media.floorPlanNext'),
          play: t('lightbox.play'),
          pause: t('lightbox.pause'),
          counter: t.raw('lightbox.counter') as string,
        }}
      >
        <ul className={gallery.plans}>
          {plans.map((plan, index) => (
            <li key={`${plan.file}-${index}`}>
              <a href={photoHref(plan)} className={gallery.plan} data-photo-index={index}>
                <DetailImage
                  photo={plan}
                  lang={lang}
                  alt={alts[index]!}
                  sizes="(max-width: 766px) 100vw, 800px"
                />
                <span className="visually-hidden">
                  {' '}
                  ({t('media.openFloorPlan', { index: index + 1, count })})
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Lightbox>
    </section>
  )
}
