/** Placeholder cards of the grid's shape while a page loads (hidden from screen readers: the status says it). */
export function ListSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-skeleton">
          <span className="skeleton product-skeleton-image" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line product-skeleton-short" />
        </li>
      ))}
    </ul>
  );
}
