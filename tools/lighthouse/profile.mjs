// Where one page's first load in the built shop spends the main thread (issue 18, decision
// 046), without throttling: a CPU profile (self time per script, heaviest functions), or with
// --trace the main thread's tasks over 10 ms and what they ran (script evaluation, layout…).
// From tools/lighthouse, with a shop already running (run.mjs starts one; or the built
// server with WEB_DIST_DIR pointing at the build to look at):
//   node profile.mjs --url <origin> --page /dashboard [--guest] [--trace]
// --guest signs a guest in with one album first (the dashboard and /preview need it).
import puppeteer from 'puppeteer-core';
import { seedGuest } from './guest.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const origin = option('--url');
const target = option('--page') ?? '/login';
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  if (args.includes('--guest')) await seedGuest(page, origin);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  if (args.includes('--trace')) {
    await cdp.detach();
    await page.goto('about:blank');
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    await page.goto(origin + target, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1000));
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    const events = trace.traceEvents;
    const start =
      events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')
        ?.ts ?? events[0].ts;
    const rendererMain = events.filter(
      (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain',
    );
    const threads = new Set(rendererMain.map((e) => `${e.pid}:${e.tid}`));
    const onMain = events.filter((e) => threads.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 10000);
    let total = 0;
    for (const task of tasks) {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
      );
      const by = new Map();
      for (const e of inside) {
        if (
          [
            'FunctionCall',
            'EvaluateScript',
            'v8.compileModule',
            'v8.evaluateModule',
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'ParseHTML',
            'ParseAuthorStyleSheet',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'v8.run',
            'RunMicrotasks',
            'PrePaint',
            'Commit',
            'Layerize',
            'ScheduleStyleRecalculation',
            'HitTest',
            'MajorGC',
            'MinorGC',
            'V8.GCScavenger',
            'XHRReadyStateChange',
            'ResourceReceivedData',
            'v8.produceModuleCache',
            'ResourceFinish',
          ].includes(e.name)
        ) {
          const key =
            e.name +
            (e.args?.data?.url ? ' ' + e.args.data.url.replace(/^.*\//, '') : '') +
            (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
          by.set(key, (by.get(key) ?? 0) + e.dur);
        }
      }
      total += task.dur;
      const top = [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`);
      console.log(
        `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${top.join(' | ')}`,
      );
    }
    console.log(`tasks over 10 ms: ${tasks.length}, ${(total / 1000).toFixed(0)} ms`);
    process.exit(0);
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.goto('about:blank');
  await cdp.send('Profiler.start');
  await page.goto(origin + target, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 500));
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const n = byId.get(profile.samples[i]);
    self.set(n.id, (self.get(n.id) ?? 0) + (dt[i] ?? 0));
  }
  const perScript = new Map();
  const perFn = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const file = f.url.replace(/^.*\//, '') || f.functionName || '(none)';
    perScript.set(file, (perScript.get(file) ?? 0) + us);
    const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}:${f.columnNumber}`;
    perFn.set(key, (perFn.get(key) ?? 0) + us);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`== ${target}: self time per script (ms)`);
  for (const [k, v] of top(perScript, 15))
    console.log(`${(v / 1000).toFixed(1).padStart(8)}  ${k}`);
  console.log('== heaviest functions (self, ms)');
  for (const [k, v] of top(perFn, 25)) console.log(`${(v / 1000).toFixed(1).padStart(8)}  ${k}`);
} finally {
  await browser.close();
}
