import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * What antd's styles decide about visibility, without the rest of them. Testing Library treats an
 * element as hidden when its computed `display` is none or `visibility` hidden (role queries skip it,
 * accessible names leave it out), and jsdom computes a style by matching every rule of the document
 * against the element and its ancestors: with antd's runtime styles (~1,400–1,800 rules per screen)
 * a single role query took seconds. The screens render with `theme.zeroRuntime` (no runtime styles,
 * `render.tsx`) and the document gets this sheet instead: every rule of antd's own stylesheet that
 * sets `display` or `visibility`, in its order and with only those declarations. jsdom's cascade is
 * the order of the rules (no specificity), so it computes the same `display` and `visibility` as
 * with the whole stylesheet (hidden popups, closed dialogs, collapsed panels stay hidden).
 */

const DECIDING = ['display', 'visibility'] as const;

/**
 * The style rules of a stylesheet that set `display` or `visibility`, with only those declarations,
 * read by the document's own CSS parser. At-rules are left out: jsdom applies a media block only
 * when its list names `screen`, and antd's never do.
 */
export function visibilityRules(css: string, document: Document): string {
  const scratch = document.implementation.createHTMLDocument('');
  const style = scratch.createElement('style');
  style.textContent = css;
  scratch.head.append(style);
  const rules: string[] = [];
  for (const rule of Array.from(style.sheet?.cssRules ?? [])) {
    if (!('selectorText' in rule)) continue;
    const { selectorText, style: declared } = rule as CSSStyleRule;
    const declarations = DECIDING.filter((property) => declared.getPropertyValue(property)).map(
      (property) => `${property}:${declared.getPropertyValue(property)}`,
    );
    if (declarations.length) rules.push(`${selectorText}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}

/** antd's stylesheet (the one its zero-runtime mode is made for), reduced to what decides visibility. */
export function antdVisibilityStyles(document: Document): string {
  const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
  return visibilityRules(readFileSync(file, 'utf8'), document);
}
