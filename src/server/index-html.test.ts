import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from './runtime-config.ts';
import { inlineStylesheets, linkedStylesheets, renderIndexHtml } from './index-html.ts';
import { allowInlineStyles } from './security-headers.ts';

const page = `<!doctype html><html><head><meta charset="UTF-8" /><title>t</title>
<link rel="modulepreload" href="./assets/messages-en-1.js" data-locale="en">
<link rel="modulepreload" href="./assets/messages-nl-1.js" data-locale="nl">
</head><body></body></html>`;

describe('index.html as served', () => {
  it('holds the config as JSON that no value can break out of', () => {
    const config = {
      ...defaultRuntimeConfig,
      apiBase: 'https://api.example/</script><script>alert(1)</script>',
    };
    const html = renderIndexHtml(page, config);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(config);
  });

  it('is the same when rendered twice: one base, one config block', () => {
    const twice = renderIndexHtml(renderIndexHtml(page, defaultRuntimeConfig), defaultRuntimeConfig);
    expect(twice.match(/<base /g)).toHaveLength(1);
    expect(twice.match(/id="runtime-config"/g)).toHaveLength(1);
  });

  it('keeps the preload of the default language only', () => {
    const english = renderIndexHtml(page, { ...defaultRuntimeConfig, defaultLocale: 'en' });
    expect(english).toContain('messages-en-1.js');
    expect(english).not.toContain('messages-nl-1.js');
    expect(english.indexOf('<base href="/" />')).toBeLessThan(english.indexOf('<meta charset'));
  });
});

describe('stylesheets put into the page', () => {
  const page = `<head>
    <link rel="stylesheet" crossorigin href="./assets/index-a1b2c3.css">
    <link rel="stylesheet" crossorigin href="./assets/other-d4e5f6.css">
  </head>`;

  it('finds the build’s linked stylesheets and puts the given ones in <style>, the others left linked', () => {
    expect(linkedStylesheets(page)).toEqual(['assets/index-a1b2c3.css', 'assets/other-d4e5f6.css']);
    const html = inlineStylesheets(page, new Map([['assets/index-a1b2c3.css', 'main{margin:0}']]));
    expect(html).toContain('<style data-href="./assets/index-a1b2c3.css">main{margin:0}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="./assets/index-a1b2c3.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./assets/other-d4e5f6.css">');
  });

  it('leaves linked what could end its element or refers to other files', () => {
    for (const text of [
      'a{}</style><script>alert(1)</script>',
      'a{background:url(x.svg)}',
      '@import "b.css";',
    ]) {
      expect(inlineStylesheets(page, new Map([['assets/index-a1b2c3.css', text]]))).toBe(page);
    }
  });

  it('allows exactly the inlined texts in the CSP by their SHA-256, nothing else loosened', () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'";
    // echo -n 'main{margin:0}' | openssl dgst -sha256 -binary | base64
    expect(allowInlineStyles(policy, ['main{margin:0}'])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-wVFnjj/0Stl5yVsX6P6dRqNPPn9IalHvqnMI92CBN8E='; img-src 'self'",
    );
    expect(allowInlineStyles(policy, [])).toBe(policy);
  });
});
