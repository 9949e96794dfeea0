import postcss, { type ChildNode, type Container, type Root } from 'postcss';

/** Blueprint's dark theme: every dark rule names this class (the shell puts it on <body>). */
const DARK_SELECTOR = /\.bp6-dark(?![\w-])/;

/** The copy of `node`'s at-rule ancestors (@media, @supports) in `target`, made on first use. */
function containerIn(target: Root, node: ChildNode, copies: Map<Container, Container>): Container {
  const parent = node.parent;
  if (parent === undefined || parent.type === 'root') return target;
  const known = copies.get(parent);
  if (known !== undefined) return known;
  const outer = containerIn(target, parent as ChildNode, copies);
  const copy = (parent as ChildNode as postcss.AtRule).clone({ nodes: [] });
  outer.append(copy);
  copies.set(parent, copy);
  return copy;
}

/**
 * Splits a stylesheet into the rules for the light theme and those that only apply under
 * `.bp6-dark`: a fifth of Blueprint's stylesheet, which a page in the light theme need not parse
 * or match. A rule with both kinds of selectors is split; at-rule wrappers go with their rules.
 */
export function splitDarkRules(css: string): { light: string; dark: string } {
  const light = postcss.parse(css);
  const dark = postcss.root();
  const copies = new Map<Container, Container>();
  light.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const darkSelectors = rule.selectors.filter((selector) => DARK_SELECTOR.test(selector));
    if (darkSelectors.length === 0) return;
    containerIn(dark, rule, copies).append(rule.clone({ selectors: darkSelectors }));
    const lightSelectors = rule.selectors.filter((selector) => !DARK_SELECTOR.test(selector));
    if (lightSelectors.length === 0) rule.remove();
    else rule.selectors = lightSelectors;
  });
  // Wrappers left empty (e.g. a @media holding only dark rules).
  light.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return { light: light.toString(), dark: dark.toString() };
}
