import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VITALS_THRESHOLDS, type VitalName } from '@/lib/vitals';
import { metrics, vitalMetricName } from './metrics';

/**
 * The Grafana dashboard shipped in deploy/grafana/ reads the metrics this
 * storefront exports: a renamed metric or a moved threshold breaks it here,
 * not on an operator's screen.
 */
type Panel = {
  type: string;
  title: string;
  targets?: Array<{ expr: string }>;
  fieldConfig?: { defaults: { thresholds?: { steps: Array<{ value: number | null }> } } };
};

const dashboard = JSON.parse(readFileSync('deploy/grafana/storefront.json', 'utf8')) as {
  panels: Panel[];
};
const queries = dashboard.panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel, expr: target.expr })),
);

describe('the Grafana dashboard', () => {
  it('queries only metrics the storefront exports', async () => {
    const exported = new Set(
      (await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name),
    );
    const named = new Set(
      queries.flatMap(
        ({ expr }) => expr.match(/\b(?:web_vitals|storefront|process|nodejs)_\w+/g) ?? [],
      ),
    );
    expect(named.size).toBeGreaterThan(10);
    for (const name of named)
      expect(exported, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
  });

  it.each<VitalName>(['LCP', 'INP', 'CLS'])(
    'shows p75 %s per route pattern against its thresholds',
    (name) => {
      const panels = dashboard.panels.filter((panel) =>
        panel.title.startsWith(`p75 ${name} per route`),
      );
      expect(panels.length).toBeGreaterThan(0);
      const inPanelUnits = VITALS_THRESHOLDS[name].map((value) =>
        name === 'CLS' ? value : value / 1000,
      );
      for (const panel of panels) {
        const [query] = panel.targets ?? [];
        expect(query?.expr).toContain(
          `histogram_quantile(0.75, sum by (le, route) (rate(${vitalMetricName(name)}_bucket`,
        );
        const steps = panel.fieldConfig?.defaults.thresholds?.steps.map((step) => step.value);
        expect(steps, panel.title).toEqual([null, ...inPanelUnits]);
      }
    },
  );

  it('has the request metrics beside the vitals', () => {
    const exprs = queries.map(({ expr }) => expr).join('\n');
    for (const metric of [
      'storefront_http_request_duration_seconds',
      'storefront_upstream_call_duration_seconds',
      'storefront_shop_state',
    ]) {
      expect(exprs).toContain(metric);
    }
  });
});
