import { statusTone } from './order-status';

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`}>{status || 'نامشخص'}</span>
  );
}
