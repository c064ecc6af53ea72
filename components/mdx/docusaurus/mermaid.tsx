import { MERMAID_CLASS, MERMAID_SOURCE_CLASS } from '@/lib/mdx/mermaid';

/** Props of `@theme/Mermaid`. */
export interface MermaidProps {
  /** The diagram's Mermaid source. */
  readonly value: string;
}

/**
 * `@theme/Mermaid`: the markup of a ```` ```mermaid ```` block (lib/mdx/mermaid.ts), its source readable until
 * components/content/mermaid.client.tsx draws it.
 */
export default function Mermaid({ value }: MermaidProps) {
  return (
    <div className={MERMAID_CLASS} data-mermaid="">
      <pre className={MERMAID_SOURCE_CLASS}>{value}</pre>
    </div>
  );
}
