/** The id of index.html's font warm-up (its first stage, the body font, is there already). */
const WARMUP_ID = 'vgn-font-warmup';

/** One text of the warm-up: a size and weight in the page's font, or in the browser's control font. */
interface WarmupText {
  size?: number;
  weight?: number;
  /** In a <button>: Chromium gives controls its own system font (Arial here), not the body's. */
  control?: boolean;
}

/**
 * The sizes and weights the shell and the home page show besides index.html's body text (14 px):
 * Blueprint's type scale (small 12-13 px, headings 16-22 px semibold, bold) and the header's
 * buttons, badges and avatar in the control font. Each weight makes the browser walk the whole
 * font stack again, so each is a stage (a task) of its own.
 */
const STAGES: readonly (readonly WarmupText[])[] = [
  [{ weight: 600 }],
  [{ weight: 700 }],
  [{ size: 12 }, { size: 13 }, { size: 12, weight: 600 }, { size: 16, weight: 600 }, { size: 18, weight: 600 }, { size: 22, weight: 600 }],
  [{ control: true }, { control: true, size: 11 }, { control: true, size: 10, weight: 600 }],
];

function textElement({ size, weight, control }: WarmupText): HTMLElement {
  const element = document.createElement(control === true ? 'button' : 'span');
  element.textContent = 'Aa';
  if (element instanceof HTMLButtonElement) {
    element.type = 'button';
    element.tabIndex = -1;
  }
  if (size !== undefined) element.style.fontSize = `${size}px`;
  if (weight !== undefined) element.style.fontWeight = String(weight);
  return element;
}

/**
 * Resolves the fonts of the first screen ahead of it, one stage per task right after the start
 * chunk ran (the app's first render waits for the registry), then removes the warm-up. A fresh
 * renderer asks the browser process, synchronously, for every family of the font stack that is not
 * installed (most of Blueprint's) and for every size and weight; paid all at once in the app's
 * first layout, that wait made the home page's longest task (about 200 ms, little of it on the
 * page's own CPU). Each stage's layout is forced: the warm-up's box is fixed and contained, so
 * that layout covers the warm-up only (and, before the page's first frame, an empty #root).
 */
export function warmUpFonts(): void {
  const warmup = document.getElementById(WARMUP_ID);
  if (!warmup) return;
  const next = (index: number): void => {
    const stage = STAGES[index];
    if (stage === undefined) {
      warmup.remove();
      return;
    }
    const texts = stage.map(textElement);
    warmup.append(...texts);
    // Reading a size lays the new texts out now: that is when their fonts are resolved.
    void texts[texts.length - 1]?.offsetWidth;
    setTimeout(() => next(index + 1), 0);
  };
  setTimeout(() => next(0), 0);
}
