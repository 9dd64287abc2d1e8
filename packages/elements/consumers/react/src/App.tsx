import { useState } from 'react';
// One React entry per element: the app loads only the wrappers (and elements) it uses.
import { Sidebar } from '@portal-elements/elements/react/pp-sidebar';
import { Combobox } from '@portal-elements/elements/react/pp-combobox';
import { Toaster, toast } from '@portal-elements/elements/react/pp-toaster';
import { Tooltip } from '@portal-elements/elements/react/pp-tooltip';
import type { ComboboxOption } from '@portal-elements/elements/pp-combobox/types.js';
import type { SidebarSection } from '@portal-elements/elements/pp-sidebar/sidebar-types.js';
// The elements' JSX types (IntrinsicElements for React 19), for the tags used without a wrapper.
import type {} from '@portal-elements/elements/jsx';

const sections: SidebarSection[] = [
  {
    name: 'main',
    items: [
      { name: 'Raporty', href: '/reports' },
      { name: 'Faktury', href: '/invoices', badge: 3 },
    ],
  },
  { name: 'admin', displayLabel: 'Administracja', items: [{ name: 'Użytkownicy', href: '/users' }] },
];
const options: ComboboxOption[] = [
  { id: '1', name: 'Sklep internetowy' },
  { id: '2', name: 'Blog firmowy' },
  { id: '3', name: 'Łódź: magazyn' },
];

export function App() {
  const [path, setPath] = useState('/reports');
  const [selected, setSelected] = useState('brak');
  const [events, setEvents] = useState<string[]>([]);

  return (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar
        navLabel="Menu aplikacji"
        breakpoint="sm"
        sections={sections}
        currentPath={path}
        onNavigate={(event) => {
          // A router takes the navigation over.
          event.preventDefault();
          setPath(event.detail.href);
        }}
      />
      <main style={{ flex: 1, padding: 'var(--pp-space-6)' }}>
        <h1>React 19</h1>
        <p>
          Strona: <output id="path">{path}</output>
        </p>
        <label htmlFor="project">Projekt</label>
        <Combobox
          id="project"
          label="Projekt"
          placeholder="Wybierz projekt"
          options={options}
          onSelect={(event) => {
            setSelected(event.detail.option.name);
            setEvents((list) => [...list, 'pp-select']);
          }}
          onChange={() => setEvents((list) => [...list, 'change'])}
        />
        <p>
          Wybrano: <output id="selected">{selected}</output>
        </p>
        <p>
          Zdarzenia: <output id="events">{events.join(' ')}</output>
        </p>
        <button id="save" type="button" onClick={() => toast.success('Zapisano w React')}>
          Zapisz
        </button>
        <Tooltip for="save" content="Zapisuje zmiany" />
        <pp-scroll-area style={{ display: 'none' }} />
      </main>
      <Toaster label="Powiadomienia" closeLabel="Zamknij powiadomienie" />
    </div>
  );
}

/** Never rendered: the wrappers' types refuse a wrong prop and a wrong event detail (tsc fails if not). */
export function TypeErrors() {
  return (
    <>
      {/* @ts-expect-error a mode that does not exist */}
      <Combobox mode="dropdown" />
      {/* @ts-expect-error the sidebar's navigate detail has no `option` */}
      <Sidebar onNavigate={(event) => console.log(event.detail.option)} />
      {/* @ts-expect-error placement is one of Floating UI's placements */}
      <pp-tooltip placement="nowhere" />
    </>
  );
}
