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
