import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { ShareActions } from './share-actions'
import styles from './detail.module.css'

/** The side box that shares the property by e-mail or link, or prints it. */
export async function PropertyShare({
  url,
  title,
  lang,
}: {
  /** The page's absolute URL. */
  url: string
  title: string
  lang: Language
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalogue.detail' })
  return (
    <section className={styles.box} aria-labelledby="property-share" data-print="hide">
      <h2 id="property-share" className={styles.boxTitle}>
        {t('share.title')}
      </h2>
      <ShareActions
        url={url}
        subject={title}
        body={t('share.emailBody', { url })}
        labels={{
          share: t('share.native'),
          whatsApp: t('share.whatsApp'),
          email: t('share.email'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
          print: t('share.print'),
          link: t('share.link'),
        }}
      />
    </section>
  )
}
