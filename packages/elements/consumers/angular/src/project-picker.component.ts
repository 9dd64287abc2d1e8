// An Angular component using pp-combobox (the snippet of docs/guides/angular.mdx, compiled and run by
// the consumers' tests).
import { CUSTOM_ELEMENTS_SCHEMA, Component, model, output } from '@angular/core';
import '@portal-elements/elements/pp-combobox';
import type { PpCombobox } from '@portal-elements/elements/pp-combobox';
import type { ComboboxOption, ComboboxSelectDetail } from '@portal-elements/elements/pp-combobox/types.js';

@Component({
  selector: 'app-project-picker',
  // The pp-* tags are custom elements: Angular binds them as DOM elements, not as components.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <pp-combobox
      label="Projekt"
      placeholder="Wybierz projekt"
      [options]="options"
      [value]="value()"
      (pp-select)="onSelect($event)"
      (change)="onChange($event)"
    ></pp-combobox>
  `,
})
export class ProjectPickerComponent {
  readonly options: ComboboxOption[] = [
    { id: '1', name: 'Sklep internetowy' },
    { id: '2', name: 'Blog firmowy' },
  ];
  /** The chosen project's id, two-way: `<app-project-picker [(value)]="projectId" />`. */
  readonly value = model('');
  /** The project the user chose. */
  readonly picked = output<ComboboxOption>();

  onSelect(event: Event) {
    this.picked.emit((event as CustomEvent<ComboboxSelectDetail>).detail.option);
  }

  onChange(event: Event) {
    this.value.set((event.target as PpCombobox).value);
  }
}
