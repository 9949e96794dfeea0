/**
 * Shown instead of the application when the browser lacks Promise.withResolvers. Plain markup and
 * English text on purpose: it must render even when the rest of the bundle can not run.
 */
export function PlatformNotSupported() {
  return (
    <main className="vgn-unsupported" style={{ maxWidth: 560, margin: '15vh auto', fontFamily: 'sans-serif', lineHeight: 1.5 }}>
      <h1>This browser is not supported</h1>
      <p>
        This application needs a current browser. Please update your browser (or use a recent version of Firefox, Chrome, Edge or
        Safari) and open this page again.
      </p>
    </main>
  );
}
