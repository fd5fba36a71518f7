import { notFoundPage } from '@/features/errors/page-answer';

/** Unknown routes (SPEC §2): the not-found page with HTTP 404. */
export default function NotFound() {
  return notFoundPage();
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
