// An Angular standalone component using pp-combobox (the snippet of docs/guides/angular.mdx).
import { CUSTOM_ELEMENTS_SCHEMA, Component } from '@angular/core';
import '@portal-elements/elements/pp-combobox';
import type { ComboboxOption, ComboboxSelectDetail } from '@portal-elements/elements/pp-combobox/types.js';

@Component({
  selector: 'app-project-picker',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <pp-combobox
      label="Projekt"
      placeholder="Wybierz projekt"
      [options]="options"
      [value]="selected"
      (pp-select)="onSelect($event)"
      (change)="onChange($event)"
    ></pp-combobox>
  `,
})
export class ProjectPickerComponent {
  options: ComboboxOption[] = [
    { id: '1', name: 'Sklep internetowy' },
    { id: '2', name: 'Blog firmowy' },
  ];
  selected = '';

  onSelect(event: Event) {
    const { option } = (event as CustomEvent<ComboboxSelectDetail>).detail;
    console.log('chosen', option.name);
  }

  onChange(event: Event) {
    this.selected = (event.target as HTMLElement & { value: string }).value;
  }
}
