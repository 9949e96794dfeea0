import { avatarFontSize } from '../../engine/react/people/Avatar';
import { USER_BUTTON_AVATAR_SIZE } from '../header/UserMenu';

/** The id of index.html's font warm-up (its first stage, the body font, is there already). */
const WARMUP_ID = 'vgn-font-warmup';

/**
 * The theme's own type scale, as CSS values the browser resolves from the loaded stylesheets
 * (Blueprint's typography tokens, the app's in theme.css): the warm-up names them instead of
 * copying their pixels, so it follows the styles when they change.
 */
const SMALL = 'var(--bp-typography-size-body-small)';
const HINT = 'var(--vgn-font-size-hint)';
const SEMIBOLD = 'var(--bp-typography-weight-bold)';
/** <strong> and <b>: the browser's own bold (700), which Blueprint leaves alone. */
const BOLD = 'bold';

/** One text of the warm-up: a size and weight in the page's font, or in the browser's control font. */
interface WarmupText {
  size?: string;
  weight?: string;
  /** Blueprint's heading element (h3.bp6-heading …): its size and weight are the theme's heading scale. */
  heading?: 'h3' | 'h4' | 'h5';
  /** Classes whose rules give the text its size and weight (the header's badge). */
  className?: string;
  /** In a <button>: Chromium gives controls its own system font (Arial here), not the body's. */
  control?: boolean;
}

/**
 * The sizes and weights the shell and the home page show besides index.html's body text:
 * Blueprint's type scale (small text, semibold, headings h3-h5) and the header's buttons, badges
 * and avatar initials in the control font. Each weight makes the browser walk the whole font stack
 * again, so each is a stage (a task) of its own.
 */
const STAGES: readonly (readonly WarmupText[])[] = [
  [{ weight: SEMIBOLD }],
  [{ weight: BOLD }],
  [{ size: SMALL }, { size: HINT }, { size: SMALL, weight: SEMIBOLD }, { heading: 'h5' }, { heading: 'h4' }, { heading: 'h3' }],
  [{ control: true }, { control: true, className: 'vgn-badge bp6-tag' }, { control: true, size: `${avatarFontSize(USER_BUTTON_AVATAR_SIZE)}px`, weight: SEMIBOLD }],
];

function textElement({ size, weight, heading, className, control }: WarmupText): HTMLElement {
  const element = document.createElement(control === true ? 'button' : (heading ?? 'span'));
  element.textContent = 'Aa';
  if (element instanceof HTMLButtonElement) {
    element.type = 'button';
    element.tabIndex = -1;
  }
  if (heading !== undefined) element.className = 'bp6-heading';
  if (className !== undefined) element.className = className;
  if (size !== undefined) element.style.fontSize = size;
  if (weight !== undefined) element.style.fontWeight = weight;
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
 * Resolves once the warm-up is done: the app's first render waits for it, or a render landing
 * between stages (a fast registry, or the slow-server fallback on a busy machine) pays the
 * remaining stages' lookups in its own layout.
 */
export function warmUpFonts(): Promise<void> {
  const warmup = document.getElementById(WARMUP_ID);
  if (!warmup) return Promise.resolve();
  return new Promise((done) => {
    const next = (index: number): void => {
      const stage = STAGES[index];
      if (stage === undefined) {
        warmup.remove();
        done();
        return;
      }
      const texts = stage.map(textElement);
      warmup.append(...texts);
      // Reading a size lays the new texts out now: that is when their fonts are resolved.
      void texts[texts.length - 1]?.offsetWidth;
      setTimeout(() => next(index + 1), 0);
    };
    setTimeout(() => next(0), 0);
  });
}
