import { Component, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import '@portal-elements/tokens/tokens.css';
// The component of the Angular guide (docs/guides/angular.mdx shows that file).
import { ProjectPickerComponent } from './project-picker.component';

/** A page around the guide's component: it binds the value both ways and shows what comes back. */
@Component({
  selector: 'app-root',
  imports: [ProjectPickerComponent],
  template: `
    <main>
      <h1>Angular</h1>
      <app-project-picker [(value)]="project" (picked)="picked.set($event.name)" />
      <p>
        <label for="picked">Wybrano</label>: <output id="picked">{{ picked() }}</output>
      </p>
      <p>
        <label for="project">Wartość</label>: <output id="project">{{ project() }}</output>
      </p>
    </main>
  `,
})
class AppComponent {
  readonly project = signal('1');
  readonly picked = signal('nic');
}

// Zoneless (no zone.js to install): template listeners and signals schedule change detection.
bootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] }).catch(
  (error: unknown) => console.error(error),
);
