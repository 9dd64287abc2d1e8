import '@portal-elements/elements/pp-button/pp-button';
import type {} from '@portal-elements/elements/jsx';
import { RouterLink } from '../ui/RouterLink';
import { useI18n } from '../i18n/i18n';

export interface FooterLinks {
  companySite: string;
  knowledgeBase: string;
  status: string;
}

export interface FooterProps {
  links: FooterLinks;
  version: string;
  product: string;
  /** Reopens the cookie-consent preferences. */
  onCookieSettings: () => void;
  /** The current year, given so tests and pages rendered across New Year agree. */
  year?: number;
  /**
   * The page is still coming (its chunk or its first data): the footer keeps its place but is not
   * drawn, so that it does not jump down the screen when the page's content arrives and pushes it
   * (a layout shift of about 0.1 on a phone, measured by Lighthouse on the issue and case pages).
   */
  pageLoading?: boolean;
}

/** The footer of spec 1: company site, knowledge base, privacy, service status, cookies, ©, version. */
export function Footer({
  links,
  version,
  product,
  onCookieSettings,
  year = new Date().getFullYear(),
  pageLoading = false,
}: FooterProps) {
  const { t } = useI18n();
  return (
    // In the shell's `footer` slot (pp-app-shell), below the main region.
    <footer slot="footer" className="pp-footer" data-page-loading={pageLoading ? '' : undefined}>
      <ul className="pp-footer__links">
        <li>
          <a href={links.companySite}>{t('footer.companySite')}</a>
        </li>
        <li>
          <a href={links.knowledgeBase}>{t('footer.knowledgeBase')}</a>
        </li>
        <li>
          <RouterLink to="/privacy">{t('footer.privacy')}</RouterLink>
        </li>
        <li>
          <a href={links.status} target="_blank" rel="noopener noreferrer">
            {t('footer.status')}
            <span className="pp-visually-hidden"> {t('footer.newTab')}</span>
          </a>
        </li>
        <li>
          <pp-button variant="link" onClick={onCookieSettings}>
            {t('footer.cookies')}
          </pp-button>
        </li>
      </ul>
      <p className="pp-footer__meta">
        <span>
          © {year} {product}
        </span>
        <span>
          {t('footer.version')} {version}
        </span>
      </p>
    </footer>
  );
}
