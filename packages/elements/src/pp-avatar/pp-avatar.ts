import { html, nothing } from 'lit';
import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { PpElement, defineElement } from '../shared/base-element.js';
import { LocaleController } from '../shared/locale-controller.js';
import { textProperties } from '../shared/text-property.js';
import { avatarMessages } from './pp-avatar.messages.js';
import { avatarStyles } from './pp-avatar.styles.js';
import { initialsOf } from './initials.js';

/** An avatar's size: 1.5, 2 or 2.5rem (the top bar's user menu uses `lg`). */
export type AvatarSize = 'sm' | 'md' | 'lg';

/** A round avatar for people, a rounded square for things (a project, an organisation). */
export type AvatarShape = 'circle' | 'square';

/**
 * A person's (or a project's) picture, or their initials when there is no picture or it fails to
 * load, or a generic silhouette when there is not even a name.
 *
 * To assistive technology the avatar is one image named by `label`, else by `name`, else by
 * `anonymous-label` ('Użytkownik'); the initials and the picture inside are never read on their own.
 * Where the name is already said next to it (a list of people) or the avatar sits in a control that
 * has its own name (the user menu's button, 'Menu użytkownika'), set `decorative`: the avatar is then
 * left out of the accessibility tree, so the name is not read twice and the button's name stays its
 * own (WCAG 2.5.3: initials drawn inside a named button are not part of its visible label).
 *
 * The picture is loaded lazily and shown only once it has loaded; until then, and if it fails, the
 * initials stay, so a broken URL never shows a broken-image icon.
 *
 * @summary A picture, initials or silhouette standing for a person or a project, in three sizes.
 *
 * @slot - Replaces the silhouette shown when there is neither a picture nor a name (an icon).
 *
 * @csspart base - The avatar's box.
 * @csspart image - The picture.
 * @csspart initials - The initials.
 *
 * @cssprop [--pp-avatar-size] - Width and height; by default from `size` (2rem for `md`).
 * @cssprop [--pp-avatar-bg=var(--pp-color-bg-subtle)] - Background behind initials and silhouette.
 * @cssprop [--pp-avatar-fg=var(--pp-color-fg-default)] - Colour of the initials and silhouette.
 * @cssprop [--pp-avatar-border=var(--pp-color-border-default)] - Border colour.
 */
export class PpAvatar extends PpElement {
  static override styles = avatarStyles;

  static override properties: PropertyDeclarations = {
    name: {},
    src: {},
    label: {},
    size: { reflect: true },
    shape: { reflect: true },
    decorative: { type: Boolean, reflect: true },
    _failed: { state: true, attribute: false },
    _loaded: { state: true, attribute: false },
    ...textProperties(this, { anonymousLabel: 'anonymous-label' }),
  };

  static {
    this.finalize();
  }

  /** The person's name (or e-mail address): gives the initials and the accessible name. */
  name = '';

  /** The picture's URL. The initials show until it has loaded, and stay if it fails. */
  src = '';

  /** The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online'). */
  label = '';

  /** Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem. */
  size: AvatarSize = 'md';

  /** `circle` for people (default), `square` for projects and organisations. */
  shape: AvatarShape = 'circle';

  /** Leave the avatar out of the accessibility tree: its name is said elsewhere. */
  decorative = false;

  declare anonymousLabel: string;

  private _failed = false;
  private _loaded = false;

  readonly #texts = new LocaleController(this, avatarMessages);

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src')) {
      this._failed = false;
      this._loaded = false;
    }
  }

  protected override render(): TemplateResult {
    const initials = initialsOf(this.name, this.#texts.tag);
    const picture = this.src !== '' && !this._failed;
    // One image with one name; what is inside (initials, picture, silhouette) is never read alone.
    return html`<span
      class="base"
      part="base"
      role=${this.decorative ? nothing : 'img'}
      aria-label=${this.decorative ? nothing : this.label.trim() || this.name.trim() || this.anonymousLabel}
      aria-hidden=${this.decorative ? 'true' : nothing}
      >${
        initials !== ''
          ? html`<span
              class="initials"
              part="initials"
              data-initials=${initials}
              ?hidden=${picture && this._loaded}
            ></span>`
          : picture && this._loaded
            ? nothing
            : html`<slot
                ><svg class="silhouette" aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
                  <circle cx="12" cy="8.5" r="4.5" />
                  <path d="M3.5 21.5c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5z" /></svg
              ></slot>`
      }${
        picture
          ? html`<img
              part="image"
              alt=""
              src=${this.src}
              loading="lazy"
              decoding="async"
              class=${this._loaded ? '' : 'loading'}
              @load=${() => (this._loaded = true)}
              @error=${() => (this._failed = true)}
            />`
          : nothing
      }</span
    >`;
  }
}

defineElement('pp-avatar', PpAvatar);

declare global {
  interface HTMLElementTagNameMap {
    'pp-avatar': PpAvatar;
  }
}
