import { Code, H1, H3, H4, UL } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Block, Inline } from './markdown';
import { parseMarkdown } from './markdown';

function InlineView({ parts, onInternal }: { parts: readonly Inline[]; onInternal: (event: MouseEvent<HTMLAnchorElement>, href: string) => void }) {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.kind) {
          case 'text':
            return <span key={i}>{part.text}</span>;
          case 'bold':
            return <strong key={i}>{part.text}</strong>;
          case 'code':
            return <Code key={i}>{part.text}</Code>;
          case 'link':
            return part.href.startsWith('/') ? (
              <a key={i} href={part.href} onClick={(e) => onInternal(e, part.href)}>
                {part.text}
              </a>
            ) : (
              <a key={i} href={part.href} target="_blank" rel="noreferrer">
                {part.text}
              </a>
            );
        }
      })}
    </>
  );
}

function BlockView({ block, onInternal }: { block: Block; onInternal: (event: MouseEvent<HTMLAnchorElement>, href: string) => void }): ReactNode {
  if (block.kind === 'heading') {
    const content = <InlineView parts={block.content} onInternal={onInternal} />;
    if (block.level === 1) return <H1 id={block.id}>{content}</H1>;
    if (block.level === 2) return <H3 id={block.id}>{content}</H3>;
    return <H4 id={block.id}>{content}</H4>;
  }
  if (block.kind === 'list') {
    return (
      <UL>
        {block.items.map((item, i) => (
          <li key={i}>
            <InlineView parts={item} onInternal={onInternal} />
          </li>
        ))}
      </UL>
    );
  }
  return (
    <p>
      <InlineView parts={block.content} onInternal={onInternal} />
    </p>
  );
}

/** Renders a built-in page; site links navigate inside the app, #anchors scroll into view. */
export function MarkdownView({ source }: { source: string }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const blocks = parseMarkdown(source);
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, source]);
  const onInternal = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <article className="vgn-markdown">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} onInternal={onInternal} />
      ))}
    </article>
  );
}
