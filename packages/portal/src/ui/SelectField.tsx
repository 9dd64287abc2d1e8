import { useMemo } from 'react';
import { Combobox } from '@portal-elements/elements/pp-combobox/pp-combobox.react';
import type { PpCombobox } from '@portal-elements/elements/pp-combobox/pp-combobox';
import { useI18n } from '../i18n/i18n';

/** One choice of a {@link SelectField}: its value and its visible name. */
export interface SelectChoice {
  id: string;
  name: string;
}

/**
 * The choice that stands for "no value" (`''`, e.g. 'Wszystkie projekty'). The combobox treats an
 * empty value as nothing chosen and shows its placeholder, so this choice carries a value of its own,
 * turned back into `''` before the page sees it (no page's values look like it: ids are numbers or words).
 */
const NONE = '__empty__';

interface SelectFieldProps {
  label: string;
  /** The chosen value; `''` chooses `emptyChoice`. */
  value: string;
  choices: readonly SelectChoice[];
  /** The name of the choice whose value is `''`, listed first ('Wszystkie projekty'); none without it. */
  emptyChoice?: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A labelled single choice from a short list: `pp-combobox` as a select-only field, the control the
 * design system gives for what a native `<select>` was (APG select-only combobox: type to jump, the
 * list filters, Escape restores). The page deals in plain string values.
 */
export function SelectField({ label, value, choices, emptyChoice, onChange, className }: SelectFieldProps) {
  const { t, locale } = useI18n();
  const chosen = value === '' && emptyChoice !== undefined ? NONE : value;
  const options = useMemo(
    () =>
      [...(emptyChoice === undefined ? [] : [{ id: NONE, name: emptyChoice }]), ...choices].map((choice) => ({
        id: choice.id,
        name: choice.name,
        active: choice.id === chosen,
      })),
    [choices, emptyChoice, chosen],
  );
  return (
    <Combobox
      className={className}
      field
      mode="select"
      label={label}
      locale={locale}
      emptyText={t('combobox.empty')}
      options={options}
      value={chosen}
      onChange={(event) => {
        const next = (event.target as PpCombobox).value;
        onChange(next === NONE ? '' : next);
      }}
    />
  );
}
