import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SidebarProvider, useSidebar } from './sidebar-context';
import type { SidebarState } from './sidebar-context';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let latest: SidebarState | undefined;

function Probe() {
  latest = useSidebar();
  return <span>{`${latest.open ? 'open' : 'closed'} ${latest.mobile ? 'mobile' : 'desktop'}`}</span>;
}

describe('useSidebar', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    latest = undefined;
  });

  it('throws an error naming the provider when used outside a SidebarProvider (spec 8)', () => {
    expect(() => renderToString(<Probe />)).toThrowError(
      new Error('useSidebar must be used within a SidebarProvider.'),
    );
  });

  it('throws it from a mounted tree too', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await expect(act(async () => root.render(<Probe />))).rejects.toThrowError(
      'useSidebar must be used within a SidebarProvider.',
    );
    act(() => root.unmount());
  });

  it('starts open on the desktop, and opens, closes and toggles', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <SidebarProvider>
          <Probe />
        </SidebarProvider>,
      ),
    );
    expect(container.textContent).toBe('open desktop');
    const first = latest!;
    await act(async () => latest!.toggle());
    expect(container.textContent).toBe('closed desktop');
    expect(latest!.toggle).toBe(first.toggle);
    await act(async () => latest!.setOpen(true));
    expect(container.textContent).toBe('open desktop');
    await act(async () => {
      latest!.setMobile(true);
      latest!.setOpen(false);
    });
    expect(container.textContent).toBe('closed mobile');
    await act(async () => {
      latest!.toggle();
      latest!.toggle();
      latest!.toggle();
    });
    expect(container.textContent).toBe('open mobile');
    act(() => root.unmount());
  });

  it('takes its initial state from props', () => {
    expect(
      renderToString(
        <SidebarProvider defaultOpen={false} defaultMobile>
          <Probe />
        </SidebarProvider>,
      ),
    ).toBe('<span>closed mobile</span>');
  });
});
