/** What a stream transform writes for a body that arrives in `chunks` (text as UTF-8), as text. */
export function textThrough(
  transform: TransformStream<Uint8Array, Uint8Array>,
  chunks: ReadonlyArray<string | Uint8Array>,
): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(transform)).text();
}
