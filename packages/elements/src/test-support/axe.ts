/** Test helper shared by the element tests (excluded from the build and the manifest). */
export interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
}
export interface AxeApi {
  run(context: Element, options?: object): Promise<AxeResults>;
}

/** axe-core is CommonJS: load its browser build with a script tag once. */
export async function loadAxe(): Promise<AxeApi> {
  const holder = window as unknown as { axe?: AxeApi };
  if (!holder.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(script);
    });
  }
  return holder.axe!;
}
