import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { Node } from '@tiptap/pm/model';

/** The meta of a transaction that sets the host's value: never limited. */
export const HOST_VALUE = 'ppHostValue';

/** Text characters as `maxlength` counts them (as CharacterCount's `textSize` mode). */
export const textLength = (doc: Node): number => doc.textBetween(0, doc.content.size, undefined, ' ').length;

/** Options of {@link MaxLength}. */
export interface MaxLengthOptions {
  /** The limit now (0: none). Read on every change, so it can change while the editor lives. */
  limit: () => number;
}

/**
 * `maxlength` like a textarea's: typing stops at the limit, a paste is cut to fit, a change that
 * shortens an over-long text is let through, and the host's own value is never cut (it is then
 * `tooLong`). CharacterCount's own `limit` is fixed when the editor is made, hence this small
 * filter through ProseMirror's `filterTransaction` (it follows CharacterCount's rules).
 */
export const MaxLength = Extension.create<MaxLengthOptions>({
  name: 'ppMaxLength',
  addOptions() {
    return { limit: () => 0 };
  },
  addProseMirrorPlugins() {
    const { limit: readLimit } = this.options;
    return [
      new Plugin({
        key: new PluginKey('ppMaxLength'),
        filterTransaction: (tr, state) => {
          const limit = readLimit();
          if (!tr.docChanged || limit <= 0 || tr.getMeta(HOST_VALUE)) return true;
          const size = textLength(tr.doc);
          if (size <= limit) return true;
          const before = textLength(state.doc);
          if (before > limit) return size <= before;
          if (!tr.getMeta('paste')) return false;
          // A paste: cut what goes over the limit just before the caret.
          const pos = tr.selection.$head.pos;
          tr.deleteRange(Math.max(0, pos - (size - limit)), pos);
          return textLength(tr.doc) <= limit;
        },
      }),
    ];
  },
});
