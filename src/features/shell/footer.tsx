import { getTranslations } from 'next-intl/server'
import { localize } from '@/lib/i18n/multilang'
import { ConsentSettingsButton } from '@/features/consent'
import { NewsletterSection } from '@/features/newsletter'
import { SiteLink } from './site-link'
import type { ShellContext } from './shell-context'
import styles from './footer.module.css'

export async function Footer({ shell }: { shell: ShellContext }) {
  const t = await getTranslations({ locale: shell.lang, namespace: 'shell' })
  const tConsent = await getTranslations({ locale: shell.lang, namespace: 'consent' })
  const { footer, agency } = shell.config
  const text = (value: Parameters<typeof localize>[0]) =>
    localize(value, shell.lang, shell.defaultLanguage)
  const columns = footer.columns.filter((column) => column.published.column)
  return (
    <footer className={styles.footer} aria-label={t('footer')}>
      <div className={styles.columns}>
        {columns.map((column, index) => (
          <section key={index} className={styles.column} aria-labelledby={`footer-col-${index}`}>
            <h2
              id={`footer-col-${index}`}
              className={column.published.title ? styles.title : 'visually-hidden'}
            >
              {text(column.title)}
            </h2>
            {column.published.intro && column.intro && (
              <p className={styles.intro}>{text(column.intro)}</p>
            )}
            {column.published.text && column.text && (
              <p className={styles.text}>{text(column.text)}</p>
            )}
            {column.links.some((link) => link.status) && (
              <ul className={styles.links}>
                {column.links
                  .filter((link) => link.status)
                  .map((link, linkIndex) => (
                    <li key={linkIndex}>
                      <SiteLink target={text(link.href)} hrefs={shell.hrefs} lang={shell.lang}>
                        {text(link.label)}
                      </SiteLink>
                    </li>
                  ))}
              </ul>
            )}
            {column.published.images &&
              column.images.map((image, imageIndex) => (
                // eslint-disable-next-line @next/next/no-img-element -- small configured badges
                <img
                  key={imageIndex}
                  src={image.src}
                  alt={text(image.alt)}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                />
              ))}
          </section>
        ))}
        <NewsletterSection
          lang={shell.lang}
          agency={agency.name}
          privacyHref={shell.hrefs('privacy-statement') ?? '/'}
        />
      </div>
      <div className={styles.legal}>
        <p>
          {agency.legalName} · {agency.street}, {agency.zip} {text(agency.city)} ·{' '}
          {t('vatNumber', { number: agency.vatNumber })}
        </p>
        <p>
          {t('registration', { supervisor: text(agency.supervisor), number: agency.bivNumber })}
        </p>
        <p>{text(footer.copyright)}</p>
        <p>
          <ConsentSettingsButton label={tConsent('footerLink')} className={styles.settings} />
        </p>
        <p>{t('photoCredits')}</p>
      </div>
    </footer>
  )
}
