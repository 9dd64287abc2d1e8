import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './pp-avatar.js';
import '../pp-button/pp-button.js';
import type { AvatarShape, AvatarSize } from './pp-avatar.js';

interface AvatarArgs {
  name: string;
  src: string;
  size: AvatarSize;
  shape: AvatarShape;
  decorative: boolean;
}

/** A picture drawn inline, so the story needs no network. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><circle cx="20" cy="16" r="7" fill="#ccfbf1"/><path d="M6 40c0-8 6-13 14-13s14 5 14 13z" fill="#ccfbf1"/></svg>',
  );

const meta: Meta<AvatarArgs> = {
  title: 'Elements/Avatar',
  component: 'pp-avatar',
  tags: ['autodocs'],
  args: { name: 'Anna Nowak', src: '', size: 'md', shape: 'circle', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
};
export default meta;

type Story = StoryObj<AvatarArgs>;

const avatar = (args: AvatarArgs) =>
  html`<pp-avatar
    name=${args.name}
    src=${args.src}
    size=${args.size}
    shape=${args.shape}
    ?decorative=${args.decorative}
  ></pp-avatar>`;

const row = (content: unknown) =>
  html`<div style="display:flex;flex-wrap:wrap;gap:0.75rem;align-items:center">${content}</div>`;

/** Initials from the name; the avatar is one image named by the person. */
export const Default: Story = {
  render: avatar,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('pp-avatar')!;
    await expect(el.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Anna Nowak');
  },
};

/** Three sizes and the square shape for projects and organisations. */
export const SizesAndShapes: Story = {
  render: (args) =>
    row([
      avatar({ ...args, size: 'sm' }),
      avatar({ ...args, size: 'md' }),
      avatar({ ...args, size: 'lg' }),
      avatar({ ...args, name: 'Projekt Alfa', shape: 'square', size: 'lg' }),
    ]),
};

/**
 * A picture, initials from an e-mail address, a picture that fails (the initials stay), and a
 * silhouette where there is no name.
 */
export const PictureAndFallbacks: Story = {
  render: (args) =>
    row([
      avatar({ ...args, src: PICTURE, size: 'lg' }),
      avatar({ ...args, name: 'jan.kowalski@firma.pl', size: 'lg' }),
      avatar({ ...args, name: 'Łukasz Żak', src: 'data:image/png;base64,AAAA', size: 'lg' }),
      avatar({ ...args, name: '', size: 'lg' }),
    ]),
  play: async ({ canvasElement }) => {
    const [, email, broken, anonymous] = canvasElement.querySelectorAll('pp-avatar');
    await expect(email!.shadowRoot!.querySelector('.initials')!.getAttribute('data-initials')).toBe('JK');
    await expect(broken!.shadowRoot!.querySelector('.initials')!.getAttribute('data-initials')).toBe('ŁŻ');
    await expect(anonymous!.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(
      'Użytkownik',
    );
  },
};

/** Inside a named button (the top bar's user menu) the avatar is `decorative`: the button keeps its name. */
export const InANamedButton: Story = {
  render: (args) =>
    html`<pp-button variant="ghost" label="Menu użytkownika">
      ${avatar({ ...args, decorative: true, size: 'lg' })}
    </pp-button>`,
};

/** The dark theme. */
export const DarkTheme: Story = {
  render: (args) =>
    row([
      avatar({ ...args, size: 'lg' }),
      avatar({ ...args, name: '', size: 'lg' }),
      avatar({ ...args, src: PICTURE, size: 'lg' }),
    ]),
  globals: { theme: 'dark' },
};
