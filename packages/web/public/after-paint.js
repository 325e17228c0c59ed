// Starts the member app once its server-rendered page has been painted (decision 041). The page
// shows without its scripts, so they are fetched after its first frame: until then the network
// carries what that frame shows (the document, its first picture, its fonts). The server names
// the app's module (`data-entry`) and the modules it hydrates the first screen with
// (`data-preload`). A file, not an inline script: the document's CSP allows none.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function add(element) {
    element.crossOrigin = '';
    element.setAttribute('fetchpriority', 'low');
    document.head.appendChild(element);
  }

  function start() {
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      add(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    add(app);
  }

  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }

  // A tap on a server-rendered button before the app has started would do nothing: a link works
  // without the app, a button needs it. Such a tap (on a button React has not hydrated yet) is held
  // and kept from React, and pressed again once the app has started — hydrated, and the member's
  // session known, so the button acts for them and not for a guest (main.tsx sends STARTED). The
  // last tap wins; a button that is gone or disabled by then is not pressed. Holding stops at
  // STARTED, or after GIVE_UP_MS if the app never starts.
  var STARTED = 'tessera:started';
  var GIVE_UP_MS = 20000;
  var held = null;
  function isHydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function hold(event) {
    var target = event.target;
    var button = target && target.closest && target.closest('#root button, #root [role="button"]');
    if (!button || isHydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  }
  function release(shouldPress) {
    document.removeEventListener('click', hold, true);
    var button = held;
    held = null;
    if (shouldPress && button && button.isConnected && !button.disabled && isHydrated(button)) button.click();
  }
  document.addEventListener('click', hold, true);
  window.addEventListener(STARTED, function () {
    release(true);
  }, { once: true });
  setTimeout(function () {
    release(false);
  }, GIVE_UP_MS);

  // Once the browser reports the first contentful paint (shown on screen, not only drawn), else
  // after the next frame where it reports none; at once in a hidden tab, which paints nothing,
  // and never later than START_BY_MS (a window the browser does not paint, say).
  var START_BY_MS = 3000;
  var reportsPaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState === 'hidden') startOnce();
  else if (reportsPaint) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name !== 'first-contentful-paint') continue;
        observer.disconnect();
        startOnce();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, START_BY_MS);
  } else
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
})();
