// The page's entry: a few hundred bytes that load the app (client/main.tsx) and its libraries.
//
// A server-rendered page is readable before any script runs, so the app is asked for once that
// page has painted: on a slow link its 180 KB of JavaScript would otherwise share the line with
// the stylesheet that first paint waits for (docs/benchmarks.md#first-load-lighthouse). A page
// the client renders (a member's) has nothing to show until the app runs: it loads at once, and
// the server's shell preloads its libraries (api/http/static-files.ts).
import './ui/global.css';

/** How long a page may go without painting before the app is loaded anyway. */
const PAINT_WAIT_LIMIT_MS = 3_000;

function afterFirstPaint(): Promise<void> {
  const serverRendered = document.getElementById('server-render-data') !== null;
  // A background tab does not paint until it is shown.
  if (!serverRendered || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    // The browser's own record of the first contentful paint; animation frames run before a
    // frame is presented, so they only approximate it.
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(done, 0);
        })
      : null;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  });
}

afterFirstPaint()
  .then(() => import('./main.tsx'))
  .catch((error: unknown) => {
    // The app did not load (the network failed): a server-rendered page stays readable.
    console.error(error);
  });
