/**
 * Imported for its effect by the tests of elements using @lit-labs/virtualizer, which may raise the
 * benign "ResizeObserver loop" error: it must not fail a test.
 */
window.addEventListener(
  'error',
  (event) => {
    if (String(event.message).includes('ResizeObserver loop')) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  },
  true,
);
