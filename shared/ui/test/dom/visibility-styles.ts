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

/** The selectors of a rule that can match an element (pseudo-elements never do), split at top-level commas. */
function elementSelectors(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectorList.length; i++) {
    const char = selectorList[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selectorList.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selectorList.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part && !/::|:(before|after)\b/.test(part));
}

/**
 * The rules of a stylesheet that set `display` or `visibility`, with only those declarations. At-rules
 * are left out: jsdom applies a media block only when its list names `screen`, and antd's never do.
 */
export function visibilityRules(css: string): string {
  const rules: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const prelude = css.slice(at, open).trim();
    if (prelude.startsWith('@')) {
      let depth = 1;
      let i = open + 1;
      for (; depth > 0 && i < css.length; i++) {
        if (css[i] === '{') depth++;
        else if (css[i] === '}') depth--;
      }
      at = i;
      continue;
    }
    const close = css.indexOf('}', open);
    const body = css.slice(open + 1, close);
    at = close + 1;
    const declarations = [...body.matchAll(/(?:^|;)\s*(display|visibility)\s*:\s*([^;]+)/g)].map(
      ([, property, value]) => `${property}:${value!.trim()}`,
    );
    const selectors = elementSelectors(prelude);
    if (declarations.length && selectors.length) rules.push(`${selectors.join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}

/** antd's stylesheet (the one its zero-runtime mode is made for), reduced to what decides visibility. */
export function antdVisibilityStyles(): string {
  const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
  return visibilityRules(readFileSync(file, 'utf8'));
}
