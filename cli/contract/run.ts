import type { RawAnswer } from '../../src/shop-api/answer';
import type { ValueSchema } from '../../src/shop-api/schemas/tolerant';
import { httpRequest, Unreachable } from '../lib/http';
import {
  judge,
  judgeMedia,
  rawValue,
  WRITE_ANSWER,
  type JudgeOptions,
  type Judgement,
  type UnreadField,
} from './judge';

/** One call of the contract run, as reported. */

export type CallGroup = 'read' | 'user' | 'write';
export type Verdict = 'usable' | 'unusable' | 'skipped';

export type CallReport = {
  group: CallGroup;
  method: string;
  /** The path with its query, as sent (query values shown unencoded). */
  path: string;
  status: number | null;
  ms: number | null;
  verdict: Verdict;
  /** Why not usable or skipped; null when usable. */
  reason: string | null;
  /** The fields of the answer the storefront could not read. */
  fields: UnreadField[];
  warnings: string[];
};

export type CallRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Starts with /api/shop/; ids already in it. */
  path: string;
  query?: Record<string, string | number>;
  /** Sent as JSON, ids with the JSON type they came with. */
  body?: unknown;
};

/** What a checked call gives back to the next steps: the verdict and the answer's value as it came. */
export type Checked<T> = Judgement<T> & { raw: unknown };

function shownPath(req: CallRequest): string {
  const query = Object.entries(req.query ?? {}).map(([name, value]) => `${name}=${value}`);
  return query.length ? `${req.path}?${query.join('&')}` : req.path;
}

/** Calls the shop API and records a verdict per call; the session token is sent once set. */
export class ContractRun {
  readonly calls: CallReport[] = [];
  token: string | null = null;

  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  /** Sends a request; rejects with Unreachable when nothing answers. */
  async send(req: CallRequest): Promise<{ raw: RawAnswer; ms: number }> {
    const params = new URLSearchParams(
      Object.entries(req.query ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const query = params.size ? `?${params}` : '';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const answer = await httpRequest(`${this.base}${req.path}${query}`, {
      method: req.method,
      body: req.body,
      headers,
      timeoutMs: this.timeoutMs,
    });
    return {
      raw: {
        status: answer.status,
        contentType: answer.headers.get('content-type'),
        body: answer.text,
      },
      ms: answer.ms,
    };
  }

  /** A value read without a verdict (a reload after a write); undefined when it cannot be had. */
  async peek(req: CallRequest): Promise<unknown> {
    try {
      return rawValue((await this.send(req)).raw);
    } catch (error) {
      if (error instanceof Unreachable) return undefined;
      throw error;
    }
  }

  /** Sends a write that is not reported (restoring the account); whether it succeeded by the write rule. */
  async attempt(req: CallRequest): Promise<boolean> {
    try {
      return judge((await this.send(req)).raw, WRITE_ANSWER).usable;
    } catch (error) {
      if (error instanceof Unreachable) return false;
      throw error;
    }
  }

  /**
   * Sends a request and judges its answer with the storefront's schema (or as a media
   * file). A call nothing answers is recorded as unusable; `rethrowUnreachable` lets the
   * first call of a run tell "unreachable" from "unusable".
   */
  async check<T>(
    group: CallGroup,
    req: CallRequest,
    schema: ValueSchema<T> | 'media',
    options: JudgeOptions & { rethrowUnreachable?: boolean } = {},
  ): Promise<Checked<T>> {
    let answer;
    try {
      answer = await this.send(req);
    } catch (error) {
      if (!(error instanceof Unreachable) || options.rethrowUnreachable) throw error;
      const reason = `no answer: ${error.message}`;
      this.record(group, req, null, null, { usable: false, reason, fields: [], warnings: [] });
      return { usable: false, reason, fields: [], warnings: [], value: null, raw: undefined };
    }
    const judgement = (
      schema === 'media' ? judgeMedia(answer.raw) : judge(answer.raw, schema, options)
    ) as Judgement<T>;
    this.record(group, req, answer.raw.status, answer.ms, judgement);
    return { ...judgement, raw: rawValue(answer.raw) };
  }

  skip(group: CallGroup, req: CallRequest, reason: string): void {
    this.calls.push({
      group,
      method: req.method,
      path: shownPath(req),
      status: null,
      ms: null,
      verdict: 'skipped',
      reason,
      fields: [],
      warnings: [],
    });
  }

  /** Marks the last recorded call unusable for a reason its schema cannot see (e.g. a lookup that misses). */
  refuse(reason: string): void {
    const last = this.calls.at(-1);
    if (last?.verdict !== 'usable') return;
    last.verdict = 'unusable';
    last.reason = reason;
  }

  /** Adds a warning to the last recorded call. */
  warn(warning: string): void {
    this.calls.at(-1)?.warnings.push(warning);
  }

  private record(
    group: CallGroup,
    req: CallRequest,
    status: number | null,
    ms: number | null,
    judgement: Pick<Judgement<unknown>, 'usable' | 'reason' | 'fields' | 'warnings'>,
  ): void {
    this.calls.push({
      group,
      method: req.method,
      path: shownPath(req),
      status,
      ms: ms === null ? null : Math.round(ms),
      verdict: judgement.usable ? 'usable' : 'unusable',
      reason: judgement.reason,
      fields: judgement.fields,
      warnings: judgement.warnings,
    });
  }
}
