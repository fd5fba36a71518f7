import { readAnswer, rejectionFailure, type AnswerMode, type RawAnswer } from './answer';
import type { ApiResult } from './result';
import type { ValueSchema } from './schemas/tolerant';
import type { ApiRequest, Transport } from './transport';

/** Sends one request and reads its answer; never rejects for a failed call. */
export async function callApi<T>(
  transport: Transport,
  req: ApiRequest,
  valueSchema: ValueSchema<T>,
  mode: AnswerMode = 'read',
): Promise<ApiResult<T>> {
  let answer: RawAnswer;
  try {
    const response = await transport(req);
    answer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  } catch (error) {
    return rejectionFailure(error);
  }
  return readAnswer(answer, valueSchema, mode);
}
