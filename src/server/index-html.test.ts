import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from './runtime-config.ts';
import { renderIndexHtml } from './index-html.ts';

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
