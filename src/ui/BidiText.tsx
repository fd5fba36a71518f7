import { bidiRuns } from '@/lib/text/bidi-runs';

/** Mixed Persian and Latin text with each Latin run isolated left to right (lib/bidi-runs). */
export function BidiText({ text }: { text: string }) {
  return (
    <>
      {bidiRuns(text).map((run, index) =>
        // The runs are positional: their index is their identity.
        run.latin ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
