/**
 * A project's contacts (issue 28): the rules of a contact's fields, written once and applied by the
 * form (before sending) and by the server (before storing), so both refuse the same input for the same
 * reason. Each refusal is a code the two sides put into words in the person's language.
 */
import { SINGLE_LINE_PATTERN } from './text-controls.js';

export const MAX_CONTACT_NAME = 120;
export const MAX_CONTACT_EMAIL = 254;
export const MAX_CONTACT_PHONE = 32;
export const MAX_CONTACT_POSITION = 120;
/** The most contact types one contact has. */
export const MAX_CONTACT_TYPES = 20;

/**
 * An e-mail address: the HTML standard's "valid e-mail address" (what `<input type="email">` takes),
 * with at least one dot in the domain. Not RFC 5322's grammar: no quoted local parts, no comments.
 */
export const CONTACT_EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?" +
  '(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$';

/**
 * A phone number, E.164 as people write it: an optional `+`, then 7 to 15 digits, single spaces
 * allowed between digits (`+48 22 123 45 67`, `221234567`). Optional: empty is no number.
 */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9](?: ?[0-9]){6,14}$';

/** The fields of a contact's form and body. */
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  position: string;
  type_ids: readonly number[];
}

export type ContactField = 'name' | 'email' | 'phone' | 'position' | 'type_ids';

/** Why a field is refused: empty, too long, not an address or number, or several lines. */
export type ContactProblem = 'required' | 'too_long' | 'email' | 'phone' | 'single_line' | 'types';

const EMAIL = new RegExp(CONTACT_EMAIL_PATTERN);
const PHONE = new RegExp(CONTACT_PHONE_PATTERN);
const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN);

/** The input with its texts trimmed (what is checked and stored). */
export function normalizedContact(input: ContactInput): ContactInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    position: input.position.trim(),
    type_ids: [...new Set(input.type_ids)],
  };
}

/**
 * The refused fields of a contact (trimmed first), none when it may be stored. Name and e-mail are
 * required, phone and position optional; at least one contact type (whether each exists is the
 * server's to check).
 */
export function contactProblems(input: ContactInput): Partial<Record<ContactField, ContactProblem>> {
  const contact = normalizedContact(input);
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const text = (field: 'name' | 'position', max: number, required: boolean) => {
    const value = contact[field];
    if (value === '') {
      if (required) problems[field] = 'required';
    } else if (value.length > max) problems[field] = 'too_long';
    else if (!SINGLE_LINE.test(value)) problems[field] = 'single_line';
  };
  text('name', MAX_CONTACT_NAME, true);
  if (contact.email === '') problems.email = 'required';
  else if (contact.email.length > MAX_CONTACT_EMAIL) problems.email = 'too_long';
  else if (!EMAIL.test(contact.email)) problems.email = 'email';
  if (contact.phone !== '') {
    if (contact.phone.length > MAX_CONTACT_PHONE) problems.phone = 'too_long';
    else if (!PHONE.test(contact.phone)) problems.phone = 'phone';
  }
  text('position', MAX_CONTACT_POSITION, false);
  if (contact.type_ids.length === 0 || contact.type_ids.length > MAX_CONTACT_TYPES)
    problems.type_ids = 'types';
  return problems;
}

/**
 * The version of a contact, as the strong entity tag its changes are made against: a person's edit
 * or delete sends it in `If-Match`, and the server refuses the change with 412 `contact_changed` when
 * the contact has been saved since (by someone else, or in another tab). Made from the contact's
 * `updated_at`, to the millisecond, so that the client can send it for any row of the list.
 */
export function contactVersion(updatedAt: string): string {
  return `"${Date.parse(updatedAt)}"`;
}

/**
 * Whether an `If-Match` header allows a change to the contact whose version is `version`: no header
 * (a caller that does not ask), `*`, or a list of entity tags naming it (weak tags never match, as
 * RFC 9110 says for `If-Match`).
 */
export function matchesVersion(ifMatch: string | undefined, version: string): boolean {
  if (ifMatch === undefined) return true;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(version);
}
