import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, waitFor } from 'storybook/test';
import './pp-breadcrumb.js';

interface BreadcrumbArgs {
  label: string;
}

const meta: Meta<BreadcrumbArgs> = {
  title: 'Elements/Breadcrumb',
  component: 'pp-breadcrumb',
  subcomponents: { BreadcrumbItem: 'pp-breadcrumb-item' },
  tags: ['autodocs'],
  args: { label: '' },
};
export default meta;

type Story = StoryObj<BreadcrumbArgs>;

/** The trail of a staff support issue, as the portal shows it above the page's title. */
const issueTrail = (args: BreadcrumbArgs) =>
  html`<pp-breadcrumb label=${args.label || nothing}>
    <pp-breadcrumb-item href="#/">Start</pp-breadcrumb-item>
    <pp-breadcrumb-item>Administracja</pp-breadcrumb-item>
    <pp-breadcrumb-item href="#/admin/support/issues">Zgłoszenia</pp-breadcrumb-item>
    <pp-breadcrumb-item current>Serwer web-01 nie odpowiada</pp-breadcrumb-item>
  </pp-breadcrumb>`;

/**
 * Links to the pages above, a section without a page of its own (muted, no link), and the current
 * page last (read as "current page"). Tab goes through the links only.
 */
export const Default: Story = {
  render: issueTrail,
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('pp-breadcrumb-item');
    await expect(items[3]).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(items[0]!.shadowRoot!.querySelector('a')).toHaveAttribute('href', '#/'));
    // The section without a page of its own and the current page are not links.
    await expect(items[1]!.shadowRoot!.querySelector('a')).toBeNull();
    await expect(items[3]!.shadowRoot!.querySelector('a')).toBeNull();
  },
};

/** With the page router's own links in the items (here plain `<a>`s, in React a `<Link>`). */
export const WithRouterLinks: Story = {
  render: () =>
    html`<pp-breadcrumb>
      <pp-breadcrumb-item><a href="#/">Start</a></pp-breadcrumb-item>
      <pp-breadcrumb-item><a href="#/services">Usługi</a></pp-breadcrumb-item>
      <pp-breadcrumb-item current>Serwery wirtualne</pp-breadcrumb-item>
    </pp-breadcrumb>`,
};

/** A long trail wraps onto the next line at a narrow width rather than running off the page. */
export const Narrow: Story = {
  render: (args) => html`<div style="inline-size:16rem">${issueTrail(args)}</div>`,
};

/** English: the landmark is named "Breadcrumb". */
export const English: Story = {
  render: () =>
    html`<pp-breadcrumb>
      <pp-breadcrumb-item href="#/">Home</pp-breadcrumb-item>
      <pp-breadcrumb-item href="#/support/issues">Issues</pp-breadcrumb-item>
      <pp-breadcrumb-item current>Server does not respond</pp-breadcrumb-item>
    </pp-breadcrumb>`,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('pp-breadcrumb')!.shadowRoot!.querySelector('nav')!;
    await waitFor(() => expect(nav).toHaveAttribute('aria-label', 'Breadcrumb'));
  },
};

/** Right to left: the trail runs from the right and the chevrons point left. */
export const RightToLeft: Story = {
  render: (args) => html`<div dir="rtl">${issueTrail(args)}</div>`,
};

/** The dark theme. */
export const DarkTheme: Story = { render: issueTrail, globals: { theme: 'dark' } };
