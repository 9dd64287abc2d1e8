import { useI18n } from '../i18n/i18n';

const serviceForms = {
  pl: { one: 'usługa', few: 'usługi', many: 'usług', other: 'usługi' },
  en: { one: 'service', other: 'services' },
};

/** "3 usługi", "5 usług", "1 service": a count of services in the page's language. */
export function useServiceCount(): (count: number) => string {
  const { t, plural } = useI18n();
  return (count: number) => t('services.count', { count, noun: plural(count, serviceForms) });
}
