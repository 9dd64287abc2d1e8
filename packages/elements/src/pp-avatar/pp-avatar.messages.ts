import type { Catalogue } from '../shared/locale-controller.js';

/** The built-in texts of `<pp-avatar>`: each is also a property of the element (same name). */
export interface AvatarMessages {
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  anonymousLabel: string;
}

/** Polish (the default) and English texts of `<pp-avatar>`. */
export const avatarMessages: Catalogue<AvatarMessages> = {
  pl: { anonymousLabel: 'Użytkownik' },
  en: { anonymousLabel: 'User' },
};
