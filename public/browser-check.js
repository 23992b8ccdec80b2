/*
 * Runs before the portal, in any browser (ES5 on purpose, a classic script, so even one that
 * cannot load the portal's modules runs it). A browser older than the portal needs (README,
 * "Browsers") gets a message in Dutch and English instead of a blank page, and the portal does not
 * start (src/main.tsx reads data-browser). The newest feature the portal relies on decides:
 * relative colours arrived in Chrome/Edge 119, Firefox 128 and Safari 16.4, after everything else
 * it uses (:has(), container queries, dialog, ES2022).
 */
(function () {
  var supports = function (condition) {
    try {
      return !!(window.CSS && CSS.supports && CSS.supports(condition));
    } catch (error) {
      return false;
    }
  };
  var modern =
    'noModule' in document.createElement('script') &&
    supports('color: rgb(from red r g b)') &&
    supports('selector(:has(a))') &&
    supports('container-type: inline-size') &&
    typeof Array.prototype.findLast === 'function' &&
    typeof window.structuredClone === 'function';
  if (modern) {
    document.documentElement.setAttribute('data-browser', 'supported');
    return;
  }
  document.documentElement.setAttribute('data-browser', 'unsupported');

  function show() {
    var root = document.getElementById('root');
    if (!root) return;
    var message = document.createElement('main');
    message.className = 'unsupported-browser';
    var parts = [
      ['h1', 'nl', 'Deze browser is te oud voor het portaal'],
      [
        'p',
        'nl',
        'Gebruik een recente versie van Chrome, Edge, Firefox (ESR 128 of nieuwer) of Safari (16.4 of nieuwer). De API zelf werkt met elke client.',
      ],
      ['h2', 'en', 'This browser is too old for the portal'],
      [
        'p',
        'en',
        'Please use a recent version of Chrome, Edge, Firefox (ESR 128 or newer) or Safari (16.4 or newer). The API itself works with any client.',
      ],
    ];
    for (var i = 0; i < parts.length; i += 1) {
      var element = document.createElement(parts[i][0]);
      element.setAttribute('lang', parts[i][1]);
      element.appendChild(document.createTextNode(parts[i][2]));
      message.appendChild(element);
    }
    root.innerHTML = '';
    root.appendChild(message);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();
