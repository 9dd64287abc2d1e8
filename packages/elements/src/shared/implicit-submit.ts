/**
 * Implicit submission for a field whose `<input>` lives in a shadow root, where the browser does not
 * see it as one of the form's fields: Enter in a single-line field submits the form, as it does in a
 * native one (HTML's "implicit submission").
 *
 * The form's default button is its first submit button in tree order (`form.elements`, which lists
 * `pp-button` and the buttons its `form` attribute brings in); Enter clicks it, so its own `name`,
 * `value` and `formaction` go with the submission, and does nothing when it is disabled. A form
 * without a submit button is submitted as it stands. Returns whether Enter was taken, so the field
 * can prevent its default.
 */
export function submitImplicitly(form: HTMLFormElement | null, event: KeyboardEvent): boolean {
  if (!form || event.key !== 'Enter' || event.isComposing) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const button = [...form.elements].find((element) => (element as HTMLButtonElement).type === 'submit');
  if (!button) form.requestSubmit();
  else if (!button.matches(':disabled')) (button as HTMLElement).click();
  return true;
}
