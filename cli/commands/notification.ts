import { readFileSync } from 'node:fs';
import {
  decideNotification,
  remainingTimeText,
  RULE_DESCRIPTIONS,
  type NotificationDecision,
} from '../../src/features/notification/notification-rules';
import type { ShopData } from '../../src/shop-api/schemas/shop-data';
import { apiBase } from '../lib/args';
import { describeFailure } from '../lib/describe';
import { UsageError } from '../lib/exit-codes';
import { colourEnabled, paint, printJson, printLine, table } from '../lib/output';
import { fetchShopData, parseShopDataDocument } from '../lib/shop-data';
import { API_SHOP_DATA_PATH } from '../../src/shop-api/api-paths';

export type NotificationReport = {
  source: string;
  now: string;
  show: boolean;
  rule: NotificationDecision['rule'];
  reason: string;
  id: string | null;
  activation: string | null;
  expiration: string | null;
  /** Only when shown. */
  remainingMs: number | null;
  remainingText: string | null;
  /** Persian, as the dialog shows it. */
  remainingTextFa: string | null;
  readIds: string[];
};

/** "29d 3h 12m" */
export function remainingEnglish(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', `${minutes % 60}m`].filter(
    Boolean,
  );
  return parts.join(' ');
}

export function notificationReport(
  data: ShopData,
  now: Date,
  readIds: string[],
  source: string,
): NotificationReport {
  const decision = decideNotification(data, now, readIds);
  const remainingMs = decision.show ? decision.remainingMs : null;
  return {
    source,
    now: now.toISOString(),
    show: decision.show,
    rule: decision.rule,
    reason: RULE_DESCRIPTIONS[decision.rule],
    id: decision.id,
    activation: data.notificationActivation,
    expiration: data.notificationExpiration,
    remainingMs,
    remainingText: remainingMs === null ? null : remainingEnglish(remainingMs),
    remainingTextFa: remainingMs === null ? null : remainingTimeText(remainingMs),
    readIds,
  };
}

function readShopDataFile(file: string): ShopData {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  try {
    return parseShopDataDocument(document);
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
}

export type NotificationOptions = {
  shopData?: string;
  url?: string;
  now?: Date;
  read?: string[];
  json?: boolean;
  timeout: number;
};

export async function runNotificationCheck(options: NotificationOptions): Promise<number> {
  if (options.shopData && options.url)
    throw new UsageError('give either --shop-data FILE or --url URL, not both');
  if (!options.shopData && !options.url) throw new UsageError('give --shop-data FILE or --url URL');
  let data: ShopData;
  let source: string;
  if (options.shopData) {
    data = readShopDataFile(options.shopData);
    source = options.shopData;
  } else {
    const base = apiBase(options.url ?? '');
    source = `${base}${API_SHOP_DATA_PATH}`;
    const answer = await fetchShopData(base, options.timeout);
    if (!answer.ok) {
      const reason = `could not read ${source}: ${describeFailure(answer)}`;
      if (options.json) printJson({ source, error: reason });
      else process.stderr.write(`shop: ${reason}\n`);
      return 1;
    }
    data = answer.value;
  }
  const report = notificationReport(data, options.now ?? new Date(), options.read ?? [], source);
  if (options.json) {
    printJson(report);
    return 0;
  }
  const colour = colourEnabled();
  const rows: string[][] = [
    ['decision', report.show ? paint('show', 'green', colour) : paint('hide', 'yellow', colour)],
    ['rule', `${report.rule} (${report.reason})`],
    ['identifier', report.id ?? '-'],
    ['activation', report.activation ?? '-'],
    ['expiration', report.expiration ?? '-'],
    [
      'remaining',
      report.remainingText ? `${report.remainingText} (${report.remainingTextFa})` : '-',
    ],
    ['now', report.now],
  ];
  printLine(table(rows));
  return 0;
}
