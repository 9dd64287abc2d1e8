import { Radio, RadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group.react';
import type { PpRadioGroup } from '@portal-elements/elements/pp-radio-group/pp-radio-group';
import { useI18n } from '../i18n/i18n';
import type { View } from './shell-model';

/**
 * The staff's switch between the client view and the staff view (spec 2), in the top bar: a
 * `pp-radio-group` drawn as segments, its label 'Widok' out of sight. Staff only, so it is a chunk of
 * its own (with pp-radio-group), loaded as the layout says the user is staff (`viewSwitch` in TopBar.tsx).
 */
export function ViewSwitch({
  view,
  staffLabel,
  onChange,
}: {
  view: View;
  staffLabel: string;
  onChange: (view: View) => void;
}) {
  const { t } = useI18n();
  return (
    <RadioGroup
      className="topbar__view"
      label={t('topbar.view')}
      hideLabel
      appearance="segmented"
      orientation="horizontal"
      value={view}
      onChange={(event) => onChange((event.currentTarget as PpRadioGroup).value as View)}
    >
      <Radio value="client">{t('topbar.view.client')}</Radio>
      <Radio value="staff">{staffLabel}</Radio>
    </RadioGroup>
  );
}
