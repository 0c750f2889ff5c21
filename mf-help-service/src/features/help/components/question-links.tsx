import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { QuestionBrief } from '../api/help-types';

/** The spec's questionDetail address: the query `name` is the page title, `id` picks the question. */
export const questionHref = (q: QuestionBrief) => `/help/questionDetail?id=${q.id}&name=${encodeURIComponent(q.title)}`;

/** A list of questions, each a link to its answer. */
export function QuestionLinks({ questions }: { questions: QuestionBrief[] }) {
  const localize = useLocalizedPath();
  return (
    <ul className="help-question-links">
      {questions.map((q) => (
        <li key={q.id}>
          <Link to={localize(questionHref(q))}>{q.title}</Link>
        </li>
      ))}
    </ul>
  );
}
