// npx tsx scripts/bench/ebook.ts [-- --rounds 5 --out /tmp/manual.pdf]
// The Opinion DNA Manual (renderManualPdf) from the shipped report texts, without a database:
// pages, bytes and the time of each render (the first one includes loading pdfkit's fonts), as
// wall-clock time and as this process's CPU time, which a machine shared with other work disturbs
// less. Prints figures; never passes or fails on time.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { shippedTextsInReportOrder } from '../../api/db/quiz-content-seed.ts';
import { renderManualPdf } from '../../api/modules/payment/ebook.ts';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, out: { type: 'string' } },
});
const texts = shippedTextsInReportOrder();
const times: number[] = [];
const cpuTimes: number[] = [];
let pdf: Buffer = Buffer.alloc(0);
for (let round = 0; round < Number(options.rounds); round++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  pdf = await renderManualPdf(texts);
  const used = process.cpuUsage(cpu);
  times.push(performance.now() - started);
  cpuTimes.push((used.user + used.system) / 1000);
}
// Every page object says "/Type /Page"; the page tree says "/Type /Pages".
const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
console.log(`${texts.length} sections, ${pages} pages, ${Math.round(pdf.length / 1024)} kB`);
for (const [label, figures] of [['wall', times], ['cpu', cpuTimes]] as const) {
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(`render ${label}: first ${figures[0].toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, fastest ${sorted[0].toFixed(0)} ms (${figures.length} rounds)`);
}
if (options.out) writeFileSync(options.out, pdf);
