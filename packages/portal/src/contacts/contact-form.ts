/**
 * The contact form's state and its checks: the contract's contactProblems (the server applies the same),
 * each refusal put into words in the page's language (`contacts.error.*`).
 */
import { contactProblems, type ContactField, type ContactInput } from '@portal-elements/contract';
import type { Contact } from '@portal-elements/contract/schemas';
import type { MessageKey, Translator } from '../i18n/i18n';

/** The form's values: texts as typed, and the chosen type ids. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  position: string;
  type_ids: number[];
}

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', phone: '', position: '', type_ids: [] };

/** The draft of an existing contact. */
export function draftOf(contact: Contact): ContactDraft {
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    position: contact.position,
    type_ids: contact.types.map((type) => type.id),
  };
}

/** The fields the form refuses, each with its message in the page's language. */
export function draftErrors(draft: ContactInput, t: Translator['t']): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const [field, problem] of Object.entries(contactProblems(draft))) {
    errors[field as ContactField] = t(`contacts.error.${problem}` as MessageKey);
  }
  return errors;
}

/** The order the fields are shown in: the first refused one gets the focus. */
export const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'position', 'type_ids'];
