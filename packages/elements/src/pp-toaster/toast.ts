/**
 * The imperative toast API: `toast()`, `toast.success()` ... `toast.dismiss()`.
 *
 * Toasts live in one store per page (shared through `globalThis`, so two copies of the package
 * agree), independent of any element: a toast made before `<pp-toaster>` is in the page waits in the
 * store and is shown when the toaster connects. The toaster decides what is visible, runs the
 * timers and reports dismissals back here.
 */

/** The kinds of toast, each with its icon and colours. */
export type ToastType = 'default' | 'success' | 'error' | 'info' | 'warning' | 'loading';

/** A toast's identity: given by the caller, or a number made by the store. */
export type ToastId = string | number;

/** Why a toast went away. `timeout` is the auto-close; every other reason calls `onDismiss`. */
export type ToastDismissReason = 'timeout' | 'close' | 'swipe' | 'action' | 'cancel' | 'api';

/** An action or cancel button. */
export interface ToastButton {
  /** The button's visible text (and accessible name). */
  label: string;
  /**
   * Called on click. For the action button, `event.preventDefault()` keeps the toast open;
   * the cancel button always dismisses.
   */
  onClick?: (event: MouseEvent) => void;
}

/** Options of a toast; all optional. Passing the `id` of an existing toast updates it in place. */
export interface ToastOptions {
  /** Update the toast with this id in place, or create it with this id. */
  id?: ToastId;
  /** The type (icon and colours). `toast()` defaults to `default`; the shortcuts set their own. */
  type?: ToastType;
  /** Second line of text under the message. */
  description?: string;
  /**
   * Milliseconds before the toast closes by itself, counted only while it is visible and not
   * paused. `0` or `Infinity` keep it until dismissed. Defaults to the toaster's `duration` (4000).
   */
  duration?: number;
  /** A button on the toast; clicking it dismisses the toast unless `onClick` prevents the default. */
  action?: ToastButton;
  /** A secondary button that dismisses the toast. */
  cancel?: ToastButton;
  /** Show the close button on this toast; defaults to the toaster's `closeButton` (on). */
  closeButton?: boolean;
  /** `false` hides the close button and disables swiping: only an action, the API or a timeout close it. */
  dismissible?: boolean;
  /** Called when the toast is dismissed by the user, a button or the API (not by the timer). */
  onDismiss?: (toast: ToastRecord) => void;
  /** Called when the timer closes the toast. */
  onAutoClose?: (toast: ToastRecord) => void;
  /** Rich content: an element (a custom element, say) shown in the toast's body, under the text. */
  element?: HTMLElement;
  /**
   * Rich content from the page: the name of a slot of `<pp-toaster>`; its light-DOM children with
   * `slot="<name>"` are shown in the toast's body.
   */
  slot?: string;
  /** Which toaster shows it: the one whose `toaster-id` matches; by default the one without an id. */
  toasterId?: string;
}

/** A toast as stored: the options plus what the store fills in. Treat as read-only. */
export interface ToastRecord extends Readonly<Omit<ToastOptions, 'id' | 'type'>> {
  readonly id: ToastId;
  readonly type: ToastType;
  /** The message (first line). */
  readonly title: string;
  /** Unique per creation: a dismissed and re-created id gets a new key. */
  readonly key: number;
  /** Increases on every update in place. */
  readonly version: number;
}

/** Receives every change of the store. */
export type ToastListener = () => void;

/** Messages of `toast.promise()`: a string, or a function of the result or the error. */
export interface ToastPromiseMessages<T> {
  loading?: string;
  success?: string | ((data: T) => string);
  error?: string | ((error: unknown) => string);
  /** Description of the settled toast, a string or a function of the result or error. */
  description?: string | ((result: T | unknown) => string);
  /** Called once the promise has settled, either way. */
  finally?: () => void;
}

/** What `toast.promise()` returns. */
export interface ToastPromiseResult<T> {
  /** The toast's id. */
  id: ToastId;
  /** The original promise (rejections included), for the caller to await. */
  unwrap(): Promise<T>;
}

interface StoreState {
  toasts: ToastRecord[];
  listeners: Set<ToastListener>;
  nextId: number;
  nextKey: number;
}

const storeKey = Symbol.for('portal-elements.toast-store');
const globalStore = globalThis as unknown as Record<symbol, StoreState | undefined>;
const state: StoreState = (globalStore[storeKey] ??= {
  toasts: [],
  listeners: new Set(),
  nextId: 1,
  nextKey: 1,
});

function notify(): void {
  for (const listener of [...state.listeners]) listener();
}

function sameToaster(a: string | undefined, b: string | undefined): boolean {
  return (a || undefined) === (b || undefined);
}

function upsert(title: string, options: ToastOptions, type: ToastType): ToastId {
  const id = options.id ?? state.nextId++;
  const index = options.id === undefined ? -1 : state.toasts.findIndex((t) => t.id === id);
  const { id: _id, type: _type, ...rest } = options;
  if (index >= 0) {
    const previous = state.toasts[index]!;
    const updated: ToastRecord = { ...previous, ...rest, id, type, title, version: previous.version + 1 };
    state.toasts = state.toasts.with(index, updated);
  } else {
    const created: ToastRecord = { ...rest, id, type, title, key: state.nextKey++, version: 0 };
    state.toasts = [...state.toasts, created];
  }
  notify();
  return id;
}

/**
 * Store operations used by `<pp-toaster>` and tests. Application code uses {@link toast}.
 */
export const toastStore = {
  /** The toasts not yet dismissed, oldest first. */
  get toasts(): readonly ToastRecord[] {
    return state.toasts;
  },
  /** The toasts for the toaster with `toasterId`, oldest first. */
  toastsFor(toasterId: string | undefined): ToastRecord[] {
    return state.toasts.filter((t) => sameToaster(t.toasterId, toasterId));
  },
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: ToastListener): () => void {
    state.listeners.add(listener);
    return () => state.listeners.delete(listener);
  },
  /**
   * Removes the toast with `id` (every toast when `id` is undefined) and calls its `onDismiss`, or
   * its `onAutoClose` when `reason` is `timeout`. Unknown ids are ignored.
   */
  dismiss(id: ToastId | undefined, reason: ToastDismissReason = 'api'): void {
    const gone = id === undefined ? state.toasts : state.toasts.filter((t) => t.id === id);
    if (gone.length === 0) return;
    state.toasts = id === undefined ? [] : state.toasts.filter((t) => t.id !== id);
    notify();
    for (const record of gone) {
      try {
        if (reason === 'timeout') record.onAutoClose?.(record);
        else record.onDismiss?.(record);
      } catch (error) {
        // A failing callback must not stop the others or the toaster.
        reportError(error);
      }
    }
  },
  /** Empties the store without callbacks (for tests). */
  reset(): void {
    state.toasts = [];
    notify();
  },
};

type Shortcut = (message: string, options?: ToastOptions) => ToastId;

/** The `toast` function and its helpers. */
export interface ToastApi {
  /** Shows (or, with an existing `id`, updates) a toast; returns its id. */
  (message: string, options?: ToastOptions): ToastId;
  /** A toast of type `default` (same as calling `toast()`). */
  message: Shortcut;
  success: Shortcut;
  /** An error toast: announced assertively. */
  error: Shortcut;
  info: Shortcut;
  warning: Shortcut;
  /** A spinner toast that never times out: update it (same `id`) or dismiss it when done. */
  loading: Shortcut;
  /** A toast showing only `element` (plus the close button). */
  custom(element: HTMLElement, options?: ToastOptions): ToastId;
  /**
   * A loading toast that turns into success or error when `promise` settles. A fetch `Response`
   * that is not `ok` counts as an error.
   */
  promise<T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: ToastPromiseMessages<T>,
    options?: ToastOptions,
  ): ToastPromiseResult<T>;
  /** Dismisses the toast with `id`, or every toast when called without one. */
  dismiss(id?: ToastId): void;
  /** The toasts not yet dismissed, oldest first. */
  getToasts(): readonly ToastRecord[];
}

function resolveMessage<V>(
  message: string | ((value: V) => string) | undefined,
  value: V,
): string | undefined {
  return typeof message === 'function' ? message(value) : message;
}

function isFailedResponse(value: unknown): value is Response {
  return typeof Response !== 'undefined' && value instanceof Response && !value.ok;
}

const make =
  (type: ToastType): Shortcut =>
  (message, options = {}) =>
    upsert(message, options, type);

/**
 * Shows a toast from any framework, before or after `<pp-toaster>` is in the page.
 *
 * ```js
 * toast('Zapisano');
 * toast.error('Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.');
 * const id = toast.loading('Zapisywanie…');
 * toast.success('Zapisano', { id }); // same toast, updated in place
 * toast.dismiss(id);
 * ```
 */
export const toast: ToastApi = Object.assign(
  (message: string, options: ToastOptions = {}) => upsert(message, options, options.type ?? 'default'),
  {
    message: make('default'),
    success: make('success'),
    error: make('error'),
    info: make('info'),
    warning: make('warning'),
    loading: make('loading'),
    custom(element: HTMLElement, options: ToastOptions = {}): ToastId {
      return upsert('', { ...options, element }, options.type ?? 'default');
    },
    promise<T>(
      promise: Promise<T> | (() => Promise<T>),
      messages: ToastPromiseMessages<T>,
      options: ToastOptions = {},
    ): ToastPromiseResult<T> {
      const running = typeof promise === 'function' ? promise() : promise;
      let id: ToastId = options.id ?? state.nextId++;
      if (messages.loading !== undefined) {
        id = upsert(messages.loading, { ...options, id }, 'loading');
      }
      const settle = (type: 'success' | 'error', text: string | undefined, value: unknown) => {
        if (text === undefined) {
          // No message for this outcome: the loading toast has nothing left to say.
          if (messages.loading !== undefined) toastStore.dismiss(id, 'api');
          return;
        }
        const description = resolveMessage(messages.description, value) ?? options.description;
        upsert(text, { ...options, id, description }, type);
      };
      const unwrapped = running.then(
        (data) => {
          if (isFailedResponse(data)) settle('error', resolveMessage(messages.error, data), data);
          else settle('success', resolveMessage(messages.success, data), data);
          return data;
        },
        (error: unknown) => {
          settle('error', resolveMessage(messages.error, error), error);
          throw error;
        },
      );
      unwrapped.finally(() => messages.finally?.()).catch(() => undefined);
      return { id, unwrap: () => unwrapped };
    },
    dismiss(id?: ToastId): void {
      toastStore.dismiss(id, 'api');
    },
    getToasts(): readonly ToastRecord[] {
      return state.toasts;
    },
  },
);
