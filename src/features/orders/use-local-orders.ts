import { useEffect, useState } from 'react';
import { browserTextStore } from '@/lib/browser/text-store';
import { readUserIdFromToken } from '@/shop-api/token';
import { readToken } from '../session/session-store';
import { readLocalOrders, type LocalOrder } from './local-orders';

/** The logged-in user's local order records; null until read (after the page has mounted). */
export function useLocalOrders(): LocalOrder[] | null {
  const [records, setRecords] = useState<LocalOrder[] | null>(null);
  useEffect(() => {
    setRecords(readLocalOrders(browserTextStore('localStorage'), readUserIdFromToken(readToken())));
  }, []);
  return records;
}
