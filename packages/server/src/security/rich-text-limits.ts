/**
 * The bounds rich text must keep before it is parsed into a DOM (issue 27, finding 1): its length, and how
 * deeply its elements nest. Sanitising costs grow with both (about 330 ms on the event loop for 15 kB of
 * nested `<blockquote>`, and a stack overflow in jsdom past a few thousand levels), so both are checked
 * first, by one linear pass of a tokenizer, and input past either is refused (422) without being parsed.
 *
 * - Length: MAX_RICH_TEXT_LENGTH characters of HTML, the contract's MAX_BODY (15 000), which the request
 *   schema checks too; the JSON body is limited to 16 kB anyway.
 * - Depth: MAX_RICH_TEXT_DEPTH (100) elements inside each other. The editor (pp-rich-text-editor, Tiptap's
 *   StarterKit) nests only blocks in blocks: lists in list items (two elements a level, `ul`/`li`),
 *   quotes in quotes or items, a paragraph in each item, then at most four marks (strong, em, s, a; code
 *   takes no other mark) and `pre > code`. Lists twenty levels deep inside a quote, with every mark,
 *   come to under 50 levels; nobody writes deeper, and 100 costs no more to sanitise than flat text.
 *
 * The tokenizer is htmlparser2's (maintained, linear, no tree): it follows the HTML standard's
 * tokenization closely (comments ending in `--!>` or at `<!-->`, raw text in script, style, textarea,
 * title, xmp, iframe, noembed, noframes and plaintext, CDATA only in SVG and MathML), so markup cannot hide
 * from the count in a comment or raw text the browser's parser would not see. The count is pessimistic
 * for markup that is not well formed: an end tag closes an element only when it names the innermost open
 * one, so unclosed or mis-nested tags only add depth (the tree builder's own elements, such as `tbody` and
 * `tr` in a table or a formatting element it reopens, are not counted; the limit bounds the work, it is
 * not an exact depth). Whatever gets through, the sanitising runs off the event loop (sanitize-pool.ts).
 */
import { MAX_BODY } from '@portal-elements/contract/schemas';
import { Tokenizer } from 'htmlparser2';

/** The longest rich text taken, in characters of HTML: the contract's MAX_BODY. */
export const MAX_RICH_TEXT_LENGTH = MAX_BODY;
/** The most elements nested in each other that rich text may have. */
export const MAX_RICH_TEXT_DEPTH = 100;

/** A limit the input is past: which, and its value. */
export type RichTextLimit = { limit: 'length'; max: number } | { limit: 'depth'; max: number };

/** Elements that never hold anything: the standard's void elements and the parser's void-like ones. */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** HTML start tags that end SVG or MathML content (the standard's "breakout" list; font with attributes). */
const BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);
const FONT_BREAKOUT_ATTRIBUTES = new Set(['color', 'face', 'size']);

/** Foreign elements whose content is HTML again (HTML integration points and MathML text points). */
const INTEGRATION_POINTS: Record<'svg' | 'math', ReadonlySet<string>> = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']),
};

type Namespace = 'html' | 'svg' | 'math';
interface Open {
  name: string;
  namespace: Namespace;
}

/**
 * The first limit `input` is past, or undefined when it keeps both. Linear in the input's length; stops at
 * the first element past the depth limit.
 */
export function checkRichTextLimits(
  input: string,
  { maxLength = MAX_RICH_TEXT_LENGTH, maxDepth = MAX_RICH_TEXT_DEPTH } = {},
): RichTextLimit | undefined {
  if (input.length > maxLength) return { limit: 'length', max: maxLength };
  const stack: Open[] = [];
  let name = '';
  let attributes: string[] = [];
  let tooDeep = false;
  const top = (): Open | undefined => stack[stack.length - 1];
  // Foreign content: inside svg or math, unless the innermost element is HTML or an integration point.
  const foreign = (): boolean => {
    const current = top();
    if (current === undefined || current.namespace === 'html') return false;
    return !INTEGRATION_POINTS[current.namespace].has(current.name);
  };
  const open = (selfClosing: boolean) => {
    const inForeign = foreign();
    const breaksOut =
      inForeign &&
      (BREAKOUT.has(name) || (name === 'font' && attributes.some((a) => FONT_BREAKOUT_ATTRIBUTES.has(a))));
    if (breaksOut) {
      // The parser pops the foreign elements and inserts this one as HTML.
      while (stack.length > 0 && foreign()) stack.pop();
    }
    const parent = top();
    let namespace: Namespace = 'html';
    if (name === 'svg' || name === 'math') namespace = name;
    else if (parent && parent.namespace !== 'html' && !breaksOut && inForeign) namespace = parent.namespace;
    // A self-closing tag closes only in foreign content; HTML's void elements never open.
    if ((selfClosing && namespace !== 'html') || (namespace === 'html' && VOID.has(name))) return;
    stack.push({ name, namespace });
    if (stack.length > maxDepth) {
      tooDeep = true;
      tokenizer.pause();
    }
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        name = input.slice(start, end).toLowerCase();
        attributes = [];
      },
      onattribname(start, end) {
        attributes.push(input.slice(start, end).toLowerCase());
      },
      onopentagend() {
        open(false);
      },
      onselfclosingtag() {
        open(true);
      },
      onclosetag(start, end) {
        if (top()?.name === input.slice(start, end).toLowerCase()) stack.pop();
      },
      isInForeignContext: foreign,
      onattribdata() {},
      onattribentity() {},
      onattribend() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontext() {},
      ontextentity() {},
    },
  );
  tokenizer.write(input);
  if (!tooDeep) tokenizer.end();
  return tooDeep ? { limit: 'depth', max: maxDepth } : undefined;
}
