/** The few DOM operations the element and its parts share. */
import { STYLES } from './styles.ts';

let sharedSheet: CSSStyleSheet | null = null;

/** Constructed styles (which a page's CSP does not block), or a <style> where there are none. */
export function adoptStyles(root: ShadowRoot) {
  try {
    if (!sharedSheet) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
      sharedSheet = sheet;
    }
    root.adoptedStyleSheets = [sharedSheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = STYLES;
    root.prepend(style);
  }
}

/** Changes a text only when it differs: a live region re-announces a text set again. */
export function setText(node: Node, text: string) {
  if (node.textContent !== text) node.textContent = text;
}

export function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** The element `selector` names in the shadow root's template, which has every one of them. */
export const find = <Found extends Element>(root: ParentNode, selector: string) =>
  root.querySelector(selector) as Found;
