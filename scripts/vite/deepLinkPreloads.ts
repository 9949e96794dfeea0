import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Which page shell the server answers for a deep link, by the kind of its first column: the
 * shells differ only in the chunks they ask the browser to fetch while the start chunk loads.
 */
export const DEEP_LINK_SHELLS = {
  /** A list (every nav search view, /search …): the search cell and the grid. */
  search: { file: 'deep-search.html', modules: ['app/search/SearchCell.tsx', 'app/search/SearchGrid.tsx'] },
  /** An item page (/i-Type-n): the generated item page. */
  item: { file: 'deep-item.html', modules: ['app/views/item/ItemPage.tsx'] },
} as const;

function chunkOf(bundle: OutputBundle, modulePath: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && (output.facadeModuleId?.endsWith(modulePath) ?? false),
  );
}

/** A lazily loaded chunk and everything it imports statically, less what the page loads anyway. */
function closure(bundle: OutputBundle, root: OutputChunk, initial: ReadonlySet<string>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk): void => {
    if (initial.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(root);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The entry chunks and what they import statically: the shell already loads them. */
function initialChunks(bundle: OutputBundle): Set<string> {
  const initial = new Set<string>();
  const visit = (name: string): void => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || initial.has(name)) return;
    initial.add(name);
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return initial;
}

/**
 * Writes, beside index.html, one shell per deep-link kind that also names the lazily loaded chunks
 * that kind of page needs first (`modulepreload`, and their stylesheets). Without it the
 * browser learns of them only after the start chunk ran: fetch, run, fetch again — the waterfall
 * that kept a list's first row waiting (scripts/bench pageload). The home page keeps index.html,
 * which needs none of them. The server picks the shell (server/http/spaRoutes.ts); the script tag
 * cannot, the content security policy forbids inline scripts.
 */
export function deepLinkPreloads(): Plugin {
  return {
    name: 'vgn-deep-link-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      const html = String(shell.source);
      const initial = initialChunks(bundle);
      for (const { file, modules } of Object.values(DEEP_LINK_SHELLS)) {
        const tags = new Set<string>();
        for (const modulePath of modules) {
          const chunk = chunkOf(bundle, modulePath);
          if (!chunk) this.error(`deep-link preloads: no chunk for ${modulePath} (was it renamed or made static?)`);
          const { scripts, styles } = closure(bundle, chunk, initial);
          scripts.forEach((name) => tags.add(`<link rel="modulepreload" crossorigin href="/${name}">`));
          // As stylesheets, not preloads: Vite's loader finds them in the page and adds no second link.
          styles.forEach((name) => tags.add(`<link rel="stylesheet" crossorigin href="/${name}">`));
        }
        this.emitFile({ type: 'asset', fileName: file, source: html.replace('</head>', `  ${[...tags].join('\n    ')}\n  </head>`) });
      }
    },
  };
}
