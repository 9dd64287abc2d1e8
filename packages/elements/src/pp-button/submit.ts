/** The attributes a submit button passes to its form's submission, with the same names as a native one. */
export interface Submitter extends HTMLElement {
  name: string;
  value: string;
  formaction?: string | undefined;
  formmethod?: string | undefined;
  formenctype?: string | undefined;
  formtarget?: string | undefined;
  formnovalidate: boolean;
}

/**
 * Submits `form` as if `submitter`, a custom element, were its native submit button.
 *
 * `form.requestSubmit(submitter)` takes only a native button, and a custom element cannot be one, so
 * a hidden native button stands in for it for the moment of the click: the browser then does all of
 * a submission (validation unless `formnovalidate`, the `submit` event, the button's `name=value` in
 * the form data, `formaction` and its kin). The `submit` event's `submitter` is made the custom
 * element, so a page reading it sees the button the person used.
 */
export function submitForm(form: HTMLFormElement, submitter: Submitter): void {
  const proxy = document.createElement('button');
  proxy.type = 'submit';
  proxy.hidden = true;
  if (submitter.name) {
    proxy.name = submitter.name;
    proxy.value = submitter.value;
  }
  const attributes = {
    formaction: submitter.formaction,
    formmethod: submitter.formmethod,
    formenctype: submitter.formenctype,
    formtarget: submitter.formtarget,
  };
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) proxy.setAttribute(name, value);
  proxy.formNoValidate = submitter.formnovalidate;
  const claim = (event: Event) => {
    if (event.target === form)
      Object.defineProperty(event, 'submitter', { configurable: true, get: () => submitter });
  };
  form.addEventListener('submit', claim, { capture: true });
  form.append(proxy);
  try {
    proxy.click();
  } finally {
    proxy.remove();
    form.removeEventListener('submit', claim, { capture: true });
  }
}
