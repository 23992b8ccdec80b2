/**
 * The widget's styles. Host pages theme it with custom properties (below, with their defaults) and
 * `::part()`; nothing else of the page reaches into the shadow root.
 *
 *   --bac-color-primary     button and focus ring (#0b5cad)
 *   --bac-color-on-primary  text on the button (#ffffff)
 *   --bac-color-text        text (#1f2328)
 *   --bac-color-muted       hints and reasons (#57606a)
 *   --bac-color-error       errors and invalid fields (#b3261e)
 *   --bac-color-background  the widget, fields and provider blocks (#ffffff)
 *   --bac-font-family       (inherits the page's font)
 *   --bac-font-size         (inherits the page's size)
 *   --bac-radius            fields, button and provider blocks (6px)
 *   --bac-border            fields and provider blocks (1px solid #6e7781)
 *   --bac-gap               space between the pieces (12px)
 */
export const STYLES = `
:host{display:block;color:var(--bac-color-text,#1f2328);background:var(--bac-color-background,#fff);font-family:var(--bac-font-family,inherit);font-size:var(--bac-font-size,inherit);line-height:1.45}
:host([hidden]),[hidden]{display:none!important}
*{box-sizing:border-box}
form{display:flex;flex-wrap:wrap;gap:var(--bac-gap,12px);align-items:flex-start}
.field{display:flex;flex-direction:column;gap:4px;flex:1 1 9em;min-width:0}
label{font-weight:600}
input,select{font:inherit;color:inherit;background:var(--bac-color-background,#fff);border:var(--bac-border,1px solid #6e7781);border-radius:var(--bac-radius,6px);padding:.45em .6em;min-height:2.6em;width:100%}
input[aria-invalid=true]{border-color:var(--bac-color-error,#b3261e);box-shadow:0 0 0 1px var(--bac-color-error,#b3261e)}
button{font:inherit;font-weight:600;color:var(--bac-color-on-primary,#fff);background:var(--bac-color-primary,#0b5cad);border:1px solid var(--bac-color-primary,#0b5cad);border-radius:var(--bac-radius,6px);padding:.5em 1.2em;min-height:2.6em;cursor:pointer;flex:0 0 100%}
@media (min-width:36em){button{flex:0 0 auto;margin-top:calc(1.45em + 4px)}}
button[aria-disabled=true]{opacity:.7;cursor:progress}
:focus-visible{outline:3px solid var(--bac-color-primary,#0b5cad);outline-offset:2px}
.hint{font-size:.875em;color:var(--bac-color-muted,#57606a)}
.hint,.field-error,.error,.reason,.status{margin:0}
.field-error,.error{color:var(--bac-color-error,#b3261e);font-weight:600}
.field-error{font-size:.875em}
.field-error:empty{display:none}
.live{margin-top:var(--bac-gap,12px);min-height:1.45em}
h2{font-size:1.15em;margin:var(--bac-gap,12px) 0 .5em}
h3{font-size:1em;margin:0 0 .35em}
ul{list-style:none;margin:0;padding:0}
.providers{display:grid;gap:var(--bac-gap,12px);grid-template-columns:repeat(auto-fill,minmax(15em,1fr))}
.provider{border:var(--bac-border,1px solid #6e7781);border-radius:var(--bac-radius,6px);padding:.75em 1em;background:var(--bac-color-background,#fff)}
.product{display:flex;flex-direction:column;padding:.2em 0}
.technology{font-weight:600}
.speeds{font-variant-numeric:tabular-nums}
.speeds>span{white-space:nowrap}
.reason{color:var(--bac-color-muted,#57606a)}
`;
