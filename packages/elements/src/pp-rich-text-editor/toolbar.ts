import { svg, type SVGTemplateResult } from 'lit';
import type { Editor } from '@tiptap/core';
import type { RichTextEditorMessages } from './pp-rich-text-editor.messages.js';

/**
 * The toolbar's buttons as data: the text of each (a catalogue key), its icon, its shortcut, whether
 * it is a toggle (`aria-pressed`), and what it runs. The element renders them and keeps one tab stop.
 */
export interface ToolbarButton {
  id: string;
  label: keyof RichTextEditorMessages;
  icon: SVGTemplateResult;
  /** The shortcut, as keys after Ctrl (Cmd on Apple systems): ['B'], ['Shift', 'S'], ['Alt', '2']. */
  keys?: readonly string[];
  /** A toggle: pressed while this is true. */
  active?: (editor: Editor) => boolean;
  /** Whether the command can run now (`editor.can()`). */
  can: (editor: Editor) => boolean;
  /** Runs it (from a pointer or key press in the toolbar); `link` and `attach` are the element's. */
  run: ((editor: Editor) => void) | 'link' | 'attach';
  /** A separator goes before this button. */
  group?: boolean;
}

const icon = (body: SVGTemplateResult) =>
  svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${body}</svg>`;

export const TOOLBAR: readonly ToolbarButton[] = [
  {
    id: 'bold',
    label: 'boldLabel',
    icon: icon(svg`<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"/>`),
    keys: ['B'],
    active: (e) => e.isActive('bold'),
    can: (e) => e.can().chain().focus().toggleBold().run(),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    id: 'italic',
    label: 'italicLabel',
    icon: icon(svg`<path d="M14 5h-4M14 19h-4M14 5l-4 14"/>`),
    keys: ['I'],
    active: (e) => e.isActive('italic'),
    can: (e) => e.can().chain().focus().toggleItalic().run(),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    id: 'strike',
    label: 'strikeLabel',
    icon: icon(
      svg`<path d="M5 12h14M16 7a4 3 0 0 0-4-2c-2.5 0-4 1.3-4 3s1.5 2.5 4 3M8 17c.7 1.3 2.2 2 4 2 2.5 0 4-1.3 4-3"/>`,
    ),
    keys: ['Shift', 'S'],
    active: (e) => e.isActive('strike'),
    can: (e) => e.can().chain().focus().toggleStrike().run(),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    id: 'code',
    label: 'codeLabel',
    icon: icon(svg`<path d="M9 8l-4 4 4 4M15 8l4 4-4 4"/>`),
    keys: ['E'],
    active: (e) => e.isActive('code'),
    can: (e) => e.can().chain().focus().toggleCode().run(),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    id: 'link',
    label: 'linkLabel',
    icon: icon(
      svg`<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>`,
    ),
    keys: ['K'],
    active: (e) => e.isActive('link'),
    can: (e) => e.isActive('link') || e.can().chain().focus().setLink({ href: 'https://example.com' }).run(),
    run: 'link',
  },
  {
    id: 'heading2',
    label: 'heading2Label',
    group: true,
    icon: icon(svg`<path d="M4 6v12M12 6v12M4 12h8M16 10a2.5 2.5 0 1 1 4 2l-4 6h4.5"/>`),
    keys: ['Alt', '2'],
    active: (e) => e.isActive('heading', { level: 2 }),
    can: (e) => e.can().chain().focus().toggleHeading({ level: 2 }).run(),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'heading3',
    label: 'heading3Label',
    icon: icon(svg`<path d="M4 6v12M12 6v12M4 12h8M16 9.5a2.3 2.3 0 1 1 2.3 2.5A2.3 2.3 0 1 1 16 15"/>`),
    keys: ['Alt', '3'],
    active: (e) => e.isActive('heading', { level: 3 }),
    can: (e) => e.can().chain().focus().toggleHeading({ level: 3 }).run(),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bulletList',
    label: 'bulletListLabel',
    icon: icon(svg`<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"/>`),
    keys: ['Shift', '8'],
    active: (e) => e.isActive('bulletList'),
    can: (e) => e.can().chain().focus().toggleBulletList().run(),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    label: 'orderedListLabel',
    icon: icon(svg`<path d="M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14a1.2 1.2 0 1 1 2 .8L4 17h2"/>`),
    keys: ['Shift', '7'],
    active: (e) => e.isActive('orderedList'),
    can: (e) => e.can().chain().focus().toggleOrderedList().run(),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    label: 'blockquoteLabel',
    icon: icon(
      svg`<path d="M5 17c2-1 3-3 3-6H5V6h5v5c0 4-2 6-5 7zM14 17c2-1 3-3 3-6h-3V6h5v5c0 4-2 6-5 7z"/>`,
    ),
    keys: ['Shift', 'B'],
    active: (e) => e.isActive('blockquote'),
    can: (e) => e.can().chain().focus().toggleBlockquote().run(),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    id: 'codeBlock',
    label: 'codeBlockLabel',
    icon: icon(
      svg`<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M10 10l-2 2 2 2M14 10l2 2-2 2"/>`,
    ),
    keys: ['Alt', 'C'],
    active: (e) => e.isActive('codeBlock'),
    can: (e) => e.can().chain().focus().toggleCodeBlock().run(),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    id: 'horizontalRule',
    label: 'horizontalRuleLabel',
    icon: icon(svg`<path d="M4 12h16"/>`),
    can: (e) => e.can().chain().focus().setHorizontalRule().run(),
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  {
    id: 'attach',
    label: 'attachLabel',
    group: true,
    icon: icon(
      svg`<path d="M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.7 1.7 0 0 1-2.4-2.4L15 7"/>`,
    ),
    can: () => true,
    run: 'attach',
  },
  {
    id: 'undo',
    label: 'undoLabel',
    group: true,
    icon: icon(svg`<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3"/>`),
    keys: ['Z'],
    can: (e) => e.can().chain().focus().undo().run(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    id: 'redo',
    label: 'redoLabel',
    icon: icon(svg`<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3"/>`),
    keys: ['Shift', 'Z'],
    can: (e) => e.can().chain().focus().redo().run(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

/** Whether shortcuts use Cmd (Apple systems) rather than Ctrl. */
export function usesCommandKey(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcut as shown in a tooltip: 'Ctrl+Shift+S', or '⌘⇧S' on Apple systems. */
export function shortcutText(keys: readonly string[], apple = usesCommandKey()): string {
  if (!apple) return ['Ctrl', ...keys].join('+');
  const symbols: Record<string, string> = { Shift: '⇧', Alt: '⌥' };
  return ['⌘', ...keys.map((key) => symbols[key] ?? key)].join('');
}

/** The shortcut for `aria-keyshortcuts`: 'Control+Shift+S', or 'Meta+Shift+S' on Apple systems. */
export function ariaShortcut(keys: readonly string[], apple = usesCommandKey()): string {
  return [apple ? 'Meta' : 'Control', ...keys].join('+');
}
