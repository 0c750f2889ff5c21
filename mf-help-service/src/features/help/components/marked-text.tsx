import type { TextPart } from '../api/help-types';

/** Search matches as <mark>: every part is rendered as text, so markup in a question can never run. */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
