// The fixture shop on its own port for the browser tests (`shop replay` in short).
// --latency takes SHOP_FIXTURE_LATENCY_MS's form (src/fixture-shop/latency.ts).
import { parseArgs } from 'node:util';
import { createFixtureShop } from '../src/fixture-shop/index';
import { parseLatency } from '../src/fixture-shop/latency';
import { startReplayServer } from '../cli/replay-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    scenario: { type: 'string', default: 'default' },
    'slow-delay': { type: 'string', default: '3000' },
    latency: { type: 'string', default: '' },
  },
});
const shop = createFixtureShop({
  scenario: values.scenario,
  slowDelayMs: Number(values['slow-delay']),
  latency: parseLatency(values.latency),
});
const server = await startReplayServer({ shop, port: Number(values.port), host: '127.0.0.1' });
console.log(`Fixture shop (${shop.scenario}) on ${server.url}`);
