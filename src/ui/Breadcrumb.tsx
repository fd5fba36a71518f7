import type { ReactNode } from 'react';
import { HOME_PATH } from '@/lib/routing/route-paths';

/** One step of the trail: a link, or (without href) the page itself. */
export type Crumb = { key: string; label: ReactNode; href?: string };

/**
 * The trail above a page: home first, then the steps; a step without a link
 * is the current page (aria-current). Used by the category and product pages.
 */
export function Breadcrumb({ steps }: { steps: readonly Crumb[] }) {
  return (
    <nav aria-label="مسیر صفحه" className="breadcrumb">
      <ol>
        <li>
          <a href={HOME_PATH}>خانه</a>
        </li>
        {steps.map((step) => (
          <li key={step.key}>
            {step.href ? (
              <a href={step.href}>{step.label}</a>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
