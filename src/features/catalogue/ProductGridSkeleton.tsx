/** Stand-ins with the cards' size while a section streams in. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="product-card product-card--skeleton">
            <span className="skeleton skeleton--media" />
            <span className="product-card__skeleton-text">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
