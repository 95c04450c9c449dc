// Lighthouse's mobile audit (simulated throttling, its default) in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { median } from './load.mjs';

/**
 * Median performance, LCP, TBT, CLS and accessibility of `runs` audits of each page, after one
 * discarded audit: it fills the server's caches for the page and for everything the page then
 * asks for (pictures, prefetched links), as a store's earlier visitors would have, so the
 * measured audits time the browser's work rather than first renders competing for the cores.
 * Also the median of Lighthouse's CPU benchmark index, its reading of the machine's speed: the
 * simulated phone's CPU times are this machine's own, four times over, so TBT from a slow or
 * busy machine (a low index) reads worse than the same page measured on a faster one.
 */
export async function auditPages(pages, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    const results = [];
    for (const [name, url] of Object.entries(pages)) {
      const runAudit = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
      await runAudit();
      const audits = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await runAudit();
        audits.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const of = (key) => median(audits.map((audit) => audit[key]));
      results.push({
        page: name,
        performance: of('performance'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        accessibility: of('accessibility'),
        cpuIndex: of('cpuIndex'),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
