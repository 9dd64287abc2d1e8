import { RouterLink } from '../ui/RouterLink';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useShell } from '../shell/shell-context';
import { PageFrame } from './PageFrame';

export function StaffDashboard() {
  const { t } = useI18n();
  const { menu } = useShell();
  const sections = menu.filter((section) => section.displayLabel);
  return (
    <PageFrame title={t('staffDashboard.title')}>
      <p>{t('staffDashboard.intro')}</p>
      {sections.length > 0 && (
        <section className="pp-card" aria-labelledby="staff-sections">
          <h2 id="staff-sections">{t('staffDashboard.sections')}</h2>
          <ul className="links">
            {sections.map((section) => {
              const first =
                section.items.find((item) => item.href && !item.external) ??
                section.items
                  .flatMap((item) => item.children ?? [])
                  .find((item) => item.href && !item.external);
              const label = t(section.displayLabel as MessageKey);
              return (
                <li key={section.name}>
                  {first?.href ? <RouterLink to={first.href}>{label}</RouterLink> : label}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
